import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** Stored files (images today, videos with the scrapbook). Quota = sum of `bytes` per user. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('storageKey', 'text', (c) => c.notNull())
    .addColumn('thumbKey', 'text')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_userId_idx').on('media').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
