import type { Kysely } from 'kysely';

/** The image library lists every stored file newest first: its pages read the index, not the table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('media_createdAt_id_idx').on('media').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_createdAt_id_idx').execute();
}
