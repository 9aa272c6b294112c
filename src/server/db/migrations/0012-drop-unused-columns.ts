import type { Kysely } from 'kysely';

/**
 * Two columns nothing reads or writes: goal.position (the list is ordered by creation time) and
 * memory.thumbMediaId (a video's poster lives on the video's own media row). SQLite refuses to
 * drop an indexed column, so the index goes first; the foreign key goes with the column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('memory_thumbMediaId_idx').execute();
  await db.schema.alterTable('memory').dropColumn('thumbMediaId').execute();
  await db.schema.alterTable('goal').dropColumn('position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('goal')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('memory')
    .addColumn('thumbMediaId', 'text', (c) => c.references('media.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('memory_thumbMediaId_idx').on('memory').column('thumbMediaId').execute();
}
