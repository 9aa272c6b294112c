import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

export type TestDatabase = {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: a SQLite file in a temp folder, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'someday-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ sqliteFile: join(dataDir, 'someday.db') });
    await migrateToLatest(handle.db);
    return {
      handle,
      dataDir,
      async drop() {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `someday_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
  await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await handle.db.destroy();
      // pg's pool.end() resolves before its clients have said goodbye; a forced drop would then
      // kill them mid-close and their 'terminating connection' error would surface as uncaught.
      await waitForDisconnects(serverUrl, name);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(serverUrl: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function waitForDisconnects(serverUrl: string, database: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await adminQuery(
      serverUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
