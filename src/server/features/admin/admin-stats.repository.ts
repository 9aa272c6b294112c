import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';

type DayCount = { day: string; count: number };

/** The UTC calendar day (YYYY-MM-DD) of a date column, on either engine. */
function utcDay(db: Db, column: 'createdAt' | 'completedAt'): RawBuilder<string> {
  return isSqlite(db)
    ? sql<string>`substr(${sql.ref(column)}, 1, 10)`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;
}

const count = sql<number | string>`count(*)`;

export async function countUsers(db: Db): Promise<number> {
  const row = await db.selectFrom('user').select(count.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accounts on Pro now: a Pro plan without an end, or one that ends later (user_plan_idx). */
export async function countProUsers(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select(count.as('n'))
    .where('plan', '=', 'pro')
    .where((eb) => eb.or([eb('proUntil', 'is', null), eb('proUntil', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Accounts with a session used since `since` (session_updatedAt_userId_idx, index only). */
export async function countActiveUsers(db: Db, since: string): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select(sql<number | string>`count(distinct ${sql.ref('userId')})`.as('n'))
    .where('updatedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Goals per category and status, from the tally the database keeps on every goal write
 * (migration 0024): every total comes from it, in a read of a few dozen rows.
 */
export async function countGoalsByCategoryAndStatus(db: Db) {
  const rows = await db
    .selectFrom('goalTally')
    .select(['category', 'status', 'n'])
    .where('n', '>', 0)
    .execute();
  return rows.map((r) => ({ category: r.category, status: r.status, count: Number(r.n) }));
}

/** Goals created, and goals completed, per UTC day since `since` (ranges of two indexes). */
export async function countGoalsPerDay(
  db: Db,
  since: string,
): Promise<{ created: DayCount[]; completed: DayCount[] }> {
  const perDay = async (column: 'createdAt' | 'completedAt') => {
    const day = utcDay(db, column);
    const rows = await db
      .selectFrom('goal')
      .select([day.as('day'), count.as('n')])
      .where(column, '>=', since)
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
  };
  return { created: await perDay('createdAt'), completed: await perDay('completedAt') };
}

/** Whether the database answers, and how fast. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}
