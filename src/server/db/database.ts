import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { lazyRequire } from '../lazy-require';
import type { Database, Engine } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; engine: Engine };

/**
 * SQLite runs schema changes inside a transaction, but Kysely's adapter says it does not, so its
 * migrator would commit, and with `synchronous=FULL` flush to disk, after every statement: a new
 * database took hundreds of flushes. Saying so runs all pending migrations in one transaction, as
 * on PostgreSQL: one flush, and a failed migration leaves nothing of its run behind. Inside a
 * transaction `PRAGMA foreign_keys` does nothing: a migration that rebuilds a table uses
 * `PRAGMA defer_foreign_keys = ON`, which checks the keys at commit instead.
 */
class SqliteAdapterWithTransactionalDdl extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SqliteDialectWithTransactionalDdl extends SqliteDialect {
  override createAdapter() {
    return new SqliteAdapterWithTransactionalDdl();
  }
}

type DatabaseOptions = { databaseUrl?: string | undefined; sqliteFile: string };

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const { Pool } = lazyRequire('pg') as typeof pg;
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  // WAL + FULL: an acknowledged write survives a crash; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialectWithTransactionalDdl({ database: withStatementCache(sqlite) }),
    }),
    engine: 'sqlite',
  };
}
