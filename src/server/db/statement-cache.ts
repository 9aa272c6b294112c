import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing is a measurable share of a short
 * request (bench/goals.ts). Queries are built from the same code paths with bound parameters, so
 * the SQL strings repeat and their statements can be reused. Oldest entries go first past the cap.
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
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
