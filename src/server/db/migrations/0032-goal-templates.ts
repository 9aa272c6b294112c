import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * A Pro member's own goal templates: what a goal was (title, description, category, the titles of
 * its milestones in order, a JSON array as text) kept to start new goals from. The picture is one
 * of the member's uploads; the template keeps it in use, and loses only the reference if the
 * picture is deleted some other way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('goalTemplate')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('imageId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('milestoneTitles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('updatedAt', t.date, (c) => c.notNull())
    .execute();
  // A member's templates, newest first; also their count against the limit and the user FK.
  await db.schema
    .createIndex('goalTemplate_userId_createdAt_idx')
    .on('goalTemplate')
    .columns(['userId', 'createdAt'])
    .execute();
  await db.schema.createIndex('goalTemplate_imageId_idx').on('goalTemplate').column('imageId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goalTemplate').execute();
}
