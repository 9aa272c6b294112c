import { SqliteAdapter } from 'kysely';

/**
 * SQLite has no row locks: its single write connection already serialises transactions (Kysely
 * holds it for the whole transaction), so `for update` is for PostgreSQL only.
 */
export function isSqlite(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** A boolean as the engine stores it: 0/1 on SQLite (better-sqlite3 binds no booleans), true/false on PostgreSQL. */
export function dbBool(db: { getExecutor(): { adapter: unknown } }, value: boolean): boolean | number {
  return isSqlite(db) ? Number(value) : value;
}
