import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Kysely opens transactions with a plain `begin`, which takes the write lock only at the first
 * write. If another connection to the file (a second server process, a maintenance script) writes
 * after our transaction's first read, SQLite cannot wait for it and fails the write at once with
 * SQLITE_BUSY, whatever the busy timeout. Taking the lock at `begin` makes the other side wait
 * instead. Within one process Kysely runs one transaction at a time, so nothing else is held up.
 */
const IMMEDIATE_BEGIN = 'begin immediate';

/**
 * Kysely's SQLite driver prepares every query anew; preparing is a measurable share of a short
 * request (bench/goals.ts). Queries are built from the same code paths with bound parameters, so
 * the SQL strings repeat and their statements can be reused. Oldest entries go first past the cap.
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(query: string) {
      const sql = query === 'begin' ? IMMEDIATE_BEGIN : query;
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
