import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/** Public links to a goal's scrapbook. A revoked or expired row stays until its goal goes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('share')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('goalId', 'text', (c) => c.notNull().references('goal.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('viewCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .addColumn('expiresAt', t.date)
    .addColumn('revokedAt', t.date)
    .execute();
  await db.schema.createIndex('share_goalId_idx').on('share').column('goalId').execute();
  await db.schema.createIndex('share_userId_idx').on('share').column('userId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share').execute();
}
