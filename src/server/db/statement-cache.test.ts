import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database';

describe('SQLite transactions beside another connection to the same file', () => {
  let dir: string;
  let handle: DatabaseHandle | undefined;
  let other: SQLite.Database | undefined;

  afterEach(async () => {
    other?.close();
    await handle?.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that read first still writes, and the other connection is the one told to wait', async () => {
    dir = mkdtempSync(join(tmpdir(), 'someday-sqlite-'));
    const file = join(dir, 'app.db');
    handle = createDatabase({ sqliteFile: file });
    await sql`create table counter (n integer not null)`.execute(handle.db);
    await sql`insert into counter (n) values (1)`.execute(handle.db);
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    const otherConnection = other;

    let otherWrite: unknown;
    await handle.db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`select n from counter`.execute(trx);
      expect(before.rows[0]?.n).toBe(1);
      // Another process writes between our read and our write.
      try {
        otherConnection.prepare('update counter set n = 100').run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counter set n = n + 1`.execute(trx);
    });

    expect((otherWrite as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
    const after = await sql<{ n: number }>`select n from counter`.execute(handle.db);
    expect(after.rows[0]?.n).toBe(2);
  });
});
