/**
 * Progress insights at scale: one Pro user with 10,000 goals (about 40% completed over three years,
 * target dates on half of the open ones), 2,000 memories and 2,000 milestones, plus another user
 * with 10,000 goals of their own, seeded straight into the database. Times GET /api/me/insights of
 * the built server (median and p95 of ROUNDS sequential requests after a warm-up) on SQLite, and on
 * PostgreSQL when it answers at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * in a database of its own that is dropped afterwards. BENCH_ENGINES=sqlite (or postgres) runs one.
 * Usage: npm run build:server && npm run bench:insights
 */
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/server/db/database';
import { dbBool } from '../src/server/db/engine';
import { PG_URL, scratchPostgres } from './bench-kit';
import { startBenchServer, verifiedUser } from './bench-server';

const GOALS = 10_000;
const MEMORIES = 2_000;
const MILESTONES = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 50;
const BATCH = 500;
const DAY = 86_400_000;
const CATEGORIES = ['Travel', 'Adventure', 'Learning', 'Fitness', 'Career', 'Finance', 'Health', 'Other'];

/** A fixed pseudo-random sequence, so both engines get the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function seed(handle: DatabaseHandle, userId: string, withExtras: boolean) {
  const { db } = handle;
  const next = random(userId.length * 7919 + (withExtras ? 1 : 2));
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const goals = Array.from({ length: GOALS }, (_, i) => {
    const created = now - Math.floor(next() * 3 * 365) * DAY - Math.floor(next() * DAY);
    const completed = next() < 0.4 ? Math.min(now - 1000, created + Math.floor(next() * 200) * DAY) : null;
    const updated = completed ?? Math.min(now - 1000, created + Math.floor(next() * 400) * DAY);
    const target =
      completed === null && next() < 0.5
        ? iso(now + Math.floor((next() - 0.3) * 800) * DAY).slice(0, 10)
        : null;
    return {
      id: `${userId}-g${i}`,
      userId,
      title: `Goal number ${i}`,
      description: 'Seeded for the benchmark',
      category: CATEGORIES[i % CATEGORIES.length] as string,
      imageId: null,
      targetDate: target,
      status: completed === null ? ('active' as const) : ('completed' as const),
      completedAt: completed === null ? null : iso(completed),
      createdAt: iso(created),
      updatedAt: iso(updated),
    };
  });
  await inBatches(goals, (batch) => db.insertInto('goal').values(batch).execute());
  if (!withExtras) return;
  const goalOf = () => goals[Math.floor(next() * GOALS)] as (typeof goals)[number];
  const memories = Array.from({ length: MEMORIES }, (_, i) => {
    const goal = goalOf();
    const at = iso(Date.parse(goal.createdAt) + Math.floor(next() * 300) * DAY);
    return {
      id: `${userId}-mem${i}`,
      goalId: goal.id,
      userId,
      type: 'note' as const,
      mediaId: null,
      content: '<p>A note</p>',
      caption: null,
      tags: '[]',
      isPublic: dbBool(db, false),
      createdAt: at,
      updatedAt: at,
      takenDownAt: null,
      takenDownBy: null,
      takedownReason: null,
    };
  });
  await inBatches(memories, (batch) => db.insertInto('memory').values(batch).execute());
  const milestones = Array.from({ length: MILESTONES }, (_, i) => {
    const goal = goalOf();
    const at = iso(Date.parse(goal.createdAt) + Math.floor(next() * 300) * DAY);
    return {
      id: `${userId}-ms${i}`,
      goalId: goal.id,
      userId,
      title: `Step ${i}`,
      done: dbBool(db, false),
      doneAt: null,
      dueDate: null,
      position: i,
      createdAt: at,
      updatedAt: at,
    };
  });
  await inBatches(milestones, (batch) => db.insertInto('milestone').values(batch).execute());
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

/** `scratch`: the PostgreSQL database to run on; SQLite without it. */
async function run(engine: 'sqlite' | 'postgres', scratch?: { url: string; drop: () => Promise<void> }) {
  const pgUrl = scratch?.url;
  const env: Record<string, string> = pgUrl ? { DATABASE_URL: pgUrl } : {};
  const server = await startBenchServer(`insights-${engine}`, { env, output: 'ignore' });
  const handle = pgUrl
    ? createDatabase({ databaseUrl: pgUrl, sqliteFile: '' })
    : createDatabase({ sqliteFile: `${server.dataDir}/someday.db` });
  try {
    const me = await verifiedUser(server.base);
    const other = await verifiedUser(server.base);
    const idOf = async (email: string) =>
      (await handle.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
        .id;
    const [myId, otherId] = [await idOf(me.email), await idOf(other.email)];
    await handle.db
      .updateTable('user')
      .set({ plan: 'pro', planSource: 'admin' })
      .where('id', '=', myId)
      .execute();
    await seed(handle, myId, true);
    await seed(handle, otherId, false);
    // Planner statistics, as autovacuum (PostgreSQL) or a periodic ANALYZE would leave them.
    await sql`analyze`.execute(handle.db);

    const url = `${server.base}/api/me/insights`;
    const times: number[] = [];
    let figures = '';
    for (let i = 0; i < WARM_UP + ROUNDS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie: me.cookie } });
      const text = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text}`);
      if (i === 0) {
        const body = JSON.parse(text) as {
          totals: unknown;
          stale: unknown[];
          upcoming: unknown[];
          streakMonths: number;
        };
        figures = `totals ${JSON.stringify(body.totals)}, ${body.upcoming.length} upcoming, ${body.stale.length} stale`;
      }
      if (i >= WARM_UP) times.push(elapsed);
    }
    process.stdout.write(
      `${engine.padEnd(9)} GET /api/me/insights, ${GOALS.toLocaleString('en')} goals, ${ROUNDS} requests: ` +
        `median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms\n` +
        `          (${figures})\n`,
    );
  } finally {
    await handle.db.destroy();
    await server.stop();
    await scratch?.drop();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
if (engines.includes('sqlite')) await run('sqlite');
if (engines.includes('postgres')) {
  const scratch = await scratchPostgres('bench_insights');
  if (scratch) await run('postgres', scratch);
  else process.stdout.write(`\nPostgreSQL not reachable at ${PG_URL}: skipped\n`);
}
