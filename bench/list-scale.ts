/**
 * Goal list flat with size: one user's list at 10, 1k, 10k and 100k goals (seeded straight into the
 * database, with creation times shared by three goals at a time), among 100k goals of 1,000 other
 * members made over the same seconds (BENCH_OTHER_GOALS), so that the query planner sees a table
 * like a live site's rather than one person's. The first page and a deep page
 * timed through GET /api/bucket-list of the built server (median of ROUNDS sequential requests,
 * the two interleaved), their ratio, and the query plans (the deep page's at the smallest and the
 * largest list, the first page's at the smallest). SQLite always; PostgreSQL
 * too when it answers at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), in a
 * database of its own that is dropped afterwards. BENCH_ENGINES=sqlite (or postgres) runs one engine.
 * The deep page follows the first min(50,000, size − 50) goals (page 1,001 at 100k; half-way at 10).
 * Usage: npm run build:server && npm run bench:list-scale
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../src/server/db/database';
import { encodeCursor } from '../src/server/features/goals/goal-cursor';
import { listGoalsSql } from '../src/server/features/goals/goals.repository';
import { KEPT_READ_MS } from '../src/server/kept-reads';
import { median, PG_URL, scratchPostgres } from './bench-kit';
import { startBenchServer, verifiedUser } from './bench-server';

const SIZES = [10, 1_000, 10_000, 100_000];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 100;
const PAGE = 50;
const T0 = Date.parse('2020-01-01T00:00:00.000Z');

const OTHER_GOALS = Number(process.env.BENCH_OTHER_GOALS ?? 100_000);
const OTHER_MEMBERS = 1_000;

type Seeder = {
  db: DatabaseHandle;
  seed(userId: string, from: number, to: number): Promise<void>;
  /** OTHER_GOALS goals of OTHER_MEMBERS other members, made over the same seconds as the user's. */
  seedOthers(): Promise<void>;
};

function sqliteSeeder(dataDir: string): Seeder {
  const file = join(dataDir, 'someday.db');
  return {
    db: createDatabase({ sqliteFile: file }),
    async seed(userId, from, to) {
      const sqlite = new SQLite(file);
      sqlite.pragma('busy_timeout = 5000');
      const insert = sqlite.prepare(
        `insert into goal (id, userId, title, description, category, status, createdAt, updatedAt)
         values (?, ?, ?, 'Seeded for the benchmark', 'Travel', 'active', ?, ?)`,
      );
      sqlite.transaction(() => {
        for (let i = from; i < to; i++) {
          const at = new Date(T0 + Math.floor(i / 3) * 1000).toISOString();
          insert.run(randomUUID(), userId, `Goal number ${i}`, at, at);
        }
      })();
      sqlite.close();
    },
    async seedOthers() {
      const sqlite = new SQLite(file);
      sqlite.pragma('busy_timeout = 5000');
      const member = sqlite.prepare(
        `insert into user (id, name, email, emailVerified, createdAt, updatedAt) values (?, ?, ?, 1, ?, ?)`,
      );
      const goal = sqlite.prepare(
        `insert into goal (id, userId, title, description, category, status, createdAt, updatedAt)
         values (?, ?, 'Another member''s goal', 'Seeded for the benchmark', 'Travel', 'active', ?, ?)`,
      );
      sqlite.transaction(() => {
        const at = new Date(T0).toISOString();
        for (let m = 0; m < OTHER_MEMBERS; m++)
          member.run(`other-${m}`, `Member ${m}`, `other-${m}@example.com`, at, at);
        for (let i = 0; i < OTHER_GOALS; i++) {
          const made = new Date(T0 + Math.floor(i / 3) * 1000).toISOString();
          goal.run(randomUUID(), `other-${i % OTHER_MEMBERS}`, made, made);
        }
      })();
      sqlite.close();
    },
  };
}

function postgresSeeder(url: string): Seeder {
  return {
    db: createDatabase({ databaseUrl: url, sqliteFile: '' }),
    async seed(userId, from, to) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `insert into goal (id, "userId", title, description, category, status, "createdAt", "updatedAt")
         select gen_random_uuid()::text, $1, 'Goal number ' || i, 'Seeded for the benchmark', 'Travel', 'active',
                $4::timestamptz + (i / 3) * interval '1 second', $4::timestamptz + (i / 3) * interval '1 second'
         from generate_series($2::int, $3::int - 1) as i`,
        [userId, from, to, new Date(T0).toISOString()],
      );
      // What autovacuum would do soon after a bulk load: planner statistics and the visibility map.
      await client.query('vacuum analyze goal');
      await client.end();
    },
    async seedOthers() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        `insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
         select 'other-' || m, 'Member ' || m, 'other-' || m || '@example.com', true, $2::timestamptz, $2::timestamptz
         from generate_series(0, $1::int - 1) as m`,
        [OTHER_MEMBERS, new Date(T0).toISOString()],
      );
      await client.query(
        `insert into goal (id, "userId", title, description, category, status, "createdAt", "updatedAt")
         select gen_random_uuid()::text, 'other-' || (i % $2::int), 'Another member''s goal', 'Seeded for the benchmark',
                'Travel', 'active', $3::timestamptz + (i / 3) * interval '1 second', $3::timestamptz + (i / 3) * interval '1 second'
         from generate_series(0, $1::int - 1) as i`,
        [OTHER_GOALS, OTHER_MEMBERS, new Date(T0).toISOString()],
      );
      await client.end();
    },
  };
}

async function timeGet(url: string, cookie: string, etag?: string): Promise<number> {
  const headers: Record<string, string> = { cookie };
  if (etag) headers['if-none-match'] = etag;
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const elapsed = performance.now() - started;
  if (res.status !== (etag ? 304 : 200)) throw new Error(`${url} answered ${res.status}`);
  return elapsed;
}

/** The deep page's cursor: the sort key of the goal just before it, in list order. */
async function deepCursor(handle: DatabaseHandle, userId: string, size: number) {
  const offset = Math.min(50_000, size > 2 * PAGE ? size - PAGE : Math.floor(size / 2));
  const row = await handle.db
    .selectFrom('goal')
    .select(['createdAt', 'id'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(offset - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const createdAt = typeof row.createdAt === 'string' ? row.createdAt : row.createdAt.toISOString();
  return { offset, key: { createdAt, id: row.id } };
}

/**
 * The plans of both halves of a page (the first without `key`): the user's own goals and the goals
 * shared with them.
 */
async function explain(handle: DatabaseHandle, userId: string, key?: { createdAt: string; id: string }) {
  const prefix = handle.engine === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off) ';
  const plans: string[] = [];
  for (const half of ['own', 'shared'] as const) {
    const query = listGoalsSql(
      handle.db,
      userId,
      { status: undefined, after: key ?? null, limit: PAGE + 1 },
      half,
    );
    const { rows } = await handle.db.executeQuery<Record<string, unknown>>({
      ...query,
      sql: prefix + query.sql,
    });
    plans.push(`  ${half}:`, ...rows.map((r) => `    ${String(r.detail ?? r['QUERY PLAN'])}`));
  }
  return plans.join('\n');
}

/** `scratch`: the PostgreSQL database to run on; SQLite without it. */
async function run(engine: 'sqlite' | 'postgres', scratch?: { url: string; drop: () => Promise<void> }) {
  const pgUrl = scratch?.url;
  const env: Record<string, string> = pgUrl ? { DATABASE_URL: pgUrl } : {};
  const server = await startBenchServer(`list-scale-${engine}`, { env, output: 'ignore' });
  const seeder = pgUrl ? postgresSeeder(pgUrl) : sqliteSeeder(server.dataDir);
  try {
    const { email, cookie } = await verifiedUser(server.base);
    const user = await seeder.db.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    process.stdout.write(`\n${engine}: GET /api/bucket-list, median of ${ROUNDS} (ms)\n`);
    process.stdout.write('   goals   first    deep  deep/first   304 (first)   deep page after\n');
    await seeder.seedOthers();
    let seeded = 0;
    const plans: string[] = [];
    for (const size of SIZES) {
      await seeder.seed(user.id, seeded, size);
      seeded = size;
      // The seeder writes from outside the server, which trusts its kept list version that long.
      await new Promise((resolve) => setTimeout(resolve, KEPT_READ_MS + 100));
      const { offset, key } = await deepCursor(seeder.db, user.id, size);
      const first = `${server.base}/api/bucket-list?limit=${PAGE}`;
      const deep = `${first}&cursor=${encodeCursor(key)}`;
      const etag = (await fetch(first, { headers: { cookie } })).headers.get('etag') ?? undefined;
      const times = { first: [] as number[], deep: [] as number[], notModified: [] as number[] };
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        const f = await timeGet(first, cookie);
        const d = await timeGet(deep, cookie);
        const n = etag ? await timeGet(first, cookie, etag) : Number.NaN;
        if (i < WARM_UP) continue;
        times.first.push(f);
        times.deep.push(d);
        times.notModified.push(n);
      }
      const [f, d, n] = [median(times.first), median(times.deep), median(times.notModified)];
      process.stdout.write(
        `${size.toLocaleString('en').padStart(8)} ${f.toFixed(2).padStart(7)} ${d.toFixed(2).padStart(7)}` +
          `${(d / f).toFixed(2).padStart(11)}x ${(etag ? n.toFixed(2) : 'no ETag').padStart(12)}` +
          `   ${offset.toLocaleString('en')} goals\n`,
      );
      // The smallest list and the largest: the planner may choose differently for each. At the
      // smallest, the user's goals are the fewest of the table's: the first page's plan too.
      const count = size.toLocaleString('en');
      if (size === SIZES[0])
        plans.push(
          `  plan of the first page's query at ${count} goals:\n${await explain(seeder.db, user.id)}`,
        );
      if (size === SIZES[0] || size === SIZES[SIZES.length - 1])
        plans.push(
          `  plan of the deep page's query at ${count} goals:\n${await explain(seeder.db, user.id, key)}`,
        );
    }
    process.stdout.write(`${plans.join('\n')}\n`);
  } finally {
    await seeder.db.db.destroy();
    await server.stop();
    await scratch?.drop();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await run('sqlite');
if (engines.includes('postgres')) {
  const scratch = await scratchPostgres('bench_list_scale');
  if (scratch) await run('postgres', scratch);
  else process.stdout.write(`\nPostgreSQL not reachable at ${PG_URL}: skipped\n`);
}
