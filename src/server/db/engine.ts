import { SqliteAdapter } from 'kysely';

/**
 * SQLite has no row locks: its single write connection already serialises transactions (Kysely
 * holds it for the whole transaction), so `for update` is for PostgreSQL only.
 */
export function isSqlite(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
