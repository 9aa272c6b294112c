import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** The scrapbook: photos, videos and notes per goal. tags is a JSON array stored as text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('memory')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('mediaId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('thumbMediaId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('content', 'text')
    .addColumn('caption', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('isPublic', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // The scrapbook lists a goal's memories by date; the same index serves the goal FK.
  await db.schema
    .createIndex('memory_goalId_createdAt_idx')
    .on('memory')
    .columns(['goalId', 'createdAt'])
    .execute();
  await db.schema.createIndex('memory_userId_idx').on('memory').column('userId').execute();
  await db.schema.createIndex('memory_mediaId_idx').on('memory').column('mediaId').execute();
  await db.schema.createIndex('memory_thumbMediaId_idx').on('memory').column('thumbMediaId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memory').execute();
}
