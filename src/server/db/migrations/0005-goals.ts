import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** The bucket list. targetDate is a calendar day (YYYY-MM-DD text on both engines). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('goal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('imageId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('targetDate', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('completedAt', t.date)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // The list pages newest first, with and without a status filter; the first also serves the FK.
  await db.schema
    .createIndex('goal_userId_createdAt_id_idx')
    .on('goal')
    .columns(['userId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('goal_userId_status_createdAt_id_idx')
    .on('goal')
    .columns(['userId', 'status', 'createdAt', 'id'])
    .execute();
  await db.schema.createIndex('goal_imageId_idx').on('goal').column('imageId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goal').execute();
}
