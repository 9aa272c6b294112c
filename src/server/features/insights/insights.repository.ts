import { type RawBuilder, sql } from 'kysely';
import type { Category } from '../../../common/goals';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';

/**
 * The aggregates behind a user's insights. Each is one grouped query over the user's own goals
 * (goal_userId_status_createdAt_id_idx and goal_userId_createdAt_id_idx), so a list of ten
 * thousand goals costs a few index scans and never travels to JS row by row.
 */

type DbDate = string | Date;
const count = sql<number | string>`count(*)`;

/** `YYYY-MM` of a date column in UTC: ISO text on SQLite, a timestamptz on PostgreSQL. */
function utcMonth(db: Db, column: RawBuilder<unknown>): RawBuilder<string> {
  return isSqlite(db)
    ? sql<string>`substr(${column}, 1, 7)`
    : sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
}

/** Days from createdAt to completedAt of a goal, fractional. */
function daysToComplete(db: Db): RawBuilder<number> {
  return isSqlite(db)
    ? sql<number>`julianday("completedAt") - julianday("createdAt")`
    : sql<number>`extract(epoch from ("completedAt" - "createdAt")) / 86400.0`;
}

/** Goals and completions per category, with the summed days to complete of the completed ones. */
export async function countByCategory(db: Db, userId: string) {
  const completed = sql<number | string>`sum(case when "status" = 'completed' then 1 else 0 end)`;
  const days = sql<
    number | string | null
  >`sum(case when "status" = 'completed' and "completedAt" is not null then ${daysToComplete(db)} end)`;
  const rows = await db
    .selectFrom('goal')
    .select(['category', count.as('total'), completed.as('completed'), days.as('days')])
    .where('userId', '=', userId)
    .groupBy('category')
    .execute();
  return rows.map((r) => ({
    category: r.category as Category,
    total: Number(r.total),
    completed: Number(r.completed),
    days: r.days === null ? 0 : Number(r.days),
  }));
}

/** Completions per UTC month over all time (one row per month with any), for the chart and the streak. */
export async function countCompletionsPerMonth(db: Db, userId: string) {
  const month = utcMonth(db, sql.ref('completedAt'));
  const rows = await db
    .selectFrom('goal')
    .select([month.as('month'), count.as('n')])
    .where('userId', '=', userId)
    .where('status', '=', 'completed')
    .where('completedAt', 'is not', null)
    .groupBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, count: Number(r.n) }));
}

/** Active goals with a target date from `today` (YYYY-MM-DD) on, nearest first. */
export async function nearestTargetDates(db: Db, userId: string, today: string, limit: number) {
  return db
    .selectFrom('goal')
    .select(['id', 'title', 'targetDate'])
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('targetDate', '>=', today)
    .orderBy('targetDate')
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<Array<{ id: string; title: string; targetDate: string }>>;
}

/**
 * Active goals whose latest activity (the goal's own update, its memories' creation or update, its
 * milestones' update) is before `before`, the quietest first. Only goals not updated since then
 * can qualify, so the memory and milestone maxima are grouped for those alone.
 */
export async function quietGoals(db: Db, userId: string, before: string, limit: number) {
  const sqlite = isSqlite(db);
  // SQLite's two-argument max() is scalar; PostgreSQL's greatest() skips nulls as this needs.
  const latest = (...values: RawBuilder<unknown>[]) =>
    sqlite
      ? sql<DbDate>`max(${sql.join(values.map((v) => sql`coalesce(${v}, "g"."updatedAt")`))})`
      : sql<DbDate>`greatest(${sql.join(values)})`;
  const memoryLatest = sqlite
    ? sql`max(max("memory"."createdAt"), max("memory"."updatedAt"))`
    : sql`greatest(max("memory"."createdAt"), max("memory"."updatedAt"))`;

  const lastActivity = latest(sql.ref('g.updatedAt'), sql.ref('mem.at'), sql.ref('ms.at'));
  const rows = await db
    .selectFrom('goal as g')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('memory')
          .innerJoin('goal', 'goal.id', 'memory.goalId')
          .select(['memory.goalId', memoryLatest.as('at')])
          .where('goal.userId', '=', userId)
          .where('goal.status', '=', 'active')
          .where('goal.updatedAt', '<', before)
          .groupBy('memory.goalId')
          .as('mem'),
      (join) => join.onRef('mem.goalId', '=', 'g.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('milestone')
          .innerJoin('goal', 'goal.id', 'milestone.goalId')
          .select(['milestone.goalId', sql`max("milestone"."updatedAt")`.as('at')])
          .where('goal.userId', '=', userId)
          .where('goal.status', '=', 'active')
          .where('goal.updatedAt', '<', before)
          .groupBy('milestone.goalId')
          .as('ms'),
      (join) => join.onRef('ms.goalId', '=', 'g.id'),
    )
    .select(['g.id', 'g.title', lastActivity.as('lastActivityAt')])
    .where('g.userId', '=', userId)
    .where('g.status', '=', 'active')
    .where('g.updatedAt', '<', before)
    .where(lastActivity, '<', before)
    .orderBy(lastActivity)
    .orderBy('g.id')
    .limit(limit)
    .execute();
  return rows as Array<{ id: string; title: string; lastActivityAt: DbDate }>;
}
