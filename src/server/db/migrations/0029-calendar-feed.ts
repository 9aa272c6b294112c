import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * A user's private calendar feed: one per user, found by the hash of its secret token (the token
 * itself is shown once, when the feed is made, and is never stored). Making a new one replaces the
 * row, so the old address stops working at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('calendarFeed')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.date, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendarFeed').execute();
}
