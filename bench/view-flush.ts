/**
 * How long the view counters take to write what they counted: one flush of page views spread over
 * 100, 1,000 and 5,000 (day, page, referrer) rows (5,000 is the most the counter holds), and of
 * views of 100, 1,000 and 5,000 different shared links. Each count is written with its own
 * statement; every flush is one transaction (`writeInOneGo` in src/server/write-behind.ts).
 * Prints the median of 3 flushes per size. SQLite in a fresh file, and PostgreSQL in a fresh
 * database at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) when reachable.
 * Usage: npm run bench:view-flush
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../src/server/db/database';
import { dbBool } from '../src/server/db/engine';
import { migrateToLatest } from '../src/server/db/migrate';
import { createPageViewCounter } from '../src/server/features/seo/page-view-counter';
import { createViewCounter } from '../src/server/features/shares/view-counter';
import { median, onEachEngine, range } from './bench-kit';

const SIZES = [100, 1_000, 5_000];
const RUNS = 3;

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** One user with `count` goals, each with a live share link; the links' ids. */
async function seedShares({ db }: DatabaseHandle, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const userId = randomUUID();
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: 'Bench',
      email: `${userId}@example.com`,
      emailVerified: dbBool(db, true),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  // A goal has at most one share link: one goal per link.
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const goal = {
      userId,
      title: 'Shared',
      category: 'Travel',
      status: 'active' as const,
      createdAt: now,
      updatedAt: now,
    };
    await db
      .insertInto('goal')
      .values(batch.map((id) => ({ ...goal, id })))
      .execute();
    await db
      .insertInto('share')
      .values(batch.map((id) => ({ id, goalId: id, userId, token: id, title: 'Shared', createdAt: now })))
      .execute();
  }
  return ids;
}

async function measure(engine: string, handle: DatabaseHandle) {
  await migrateToLatest(handle.db);
  for (const size of SIZES) {
    const pageViews: number[] = [];
    const shareViews: number[] = [];
    const shares = await seedShares(handle, size);
    for (let run = 0; run < RUNS; run++) {
      const pages = createPageViewCounter();
      for (let i = 0; i < size; i++) {
        pages.count(handle.db, {
          path: '/',
          referrerDomain: `r${run}-${i}.example`,
          address: `${size}-${i}`,
        });
      }
      pageViews.push(await timed(pages.flush));
      const views = createViewCounter();
      for (const id of shares) views.count(handle.db, id, 0);
      shareViews.push(await timed(views.flush));
    }
    process.stdout.write(
      `${engine.padEnd(9)} ${size.toLocaleString('en').padStart(6)} rows: page views ${median(pageViews).toFixed(0).padStart(5)} ms (${range(pageViews)}), share views ${median(shareViews).toFixed(0).padStart(5)} ms (${range(shareViews)})\n`,
    );
  }
}

await onEachEngine('bench_view_flush', measure);
