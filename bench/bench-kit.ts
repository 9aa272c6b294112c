import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/server/db/database';

/** `--name=value` from the command line, else the fallback. */
export const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

/** The PostgreSQL server the benches make their scratch databases on. */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The middle figure (the upper one of the two middle figures of an even count). */
export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** `lo-hi` of some figures, or one figure when they agree at this precision. */
export const range = (xs: number[], digits = 0) => {
  const lo = Math.min(...xs).toFixed(digits);
  const hi = Math.max(...xs).toFixed(digits);
  return lo === hi ? lo : `${lo}-${hi}`;
};

/** A fresh database on `PG_URL` for one bench run, and how to drop it; undefined when the server is not reachable. */
export async function scratchPostgres(
  name: string,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const database = `${name}_${process.pid}`;
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: PG_URL });
      await again.connect();
      await again.query(`drop database if exists ${database} with (force)`);
      await again.end();
    },
  };
}

/**
 * Runs `measure` on a database of its own on each engine, straight through `createDatabase`
 * (no server): a fresh SQLite file, then a scratch PostgreSQL database when reachable. Both are
 * removed afterwards.
 */
export async function onEachEngine(
  name: string,
  measure: (engine: 'sqlite' | 'postgres', handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `someday-${name.replace(/_/g, '-')}-`));
  const sqlite = createDatabase({ sqliteFile: join(dataDir, 'someday.db') });
  try {
    await measure('sqlite', sqlite);
  } finally {
    await sqlite.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await scratchPostgres(name);
  if (!scratch) {
    process.stdout.write(`postgres: not reachable at ${PG_URL}, skipped\n`);
    return;
  }
  const postgres = createDatabase({ databaseUrl: scratch.url, sqliteFile: '' });
  try {
    await measure('postgres', postgres);
  } finally {
    await postgres.db.destroy();
    await scratch.drop();
  }
}
