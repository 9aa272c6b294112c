import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AdminGoalListQuery } from '../../../common/admin';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';
import { anyCaseLike, containing } from '../../db/like';
import type { Database } from '../../db/schema';

const COLUMNS = [
  'goal.id',
  'goal.title',
  'goal.category',
  'goal.status',
  'goal.completedAt',
  'goal.createdAt',
  'goal.userId',
  'user.name as ownerName',
  'user.email as ownerEmail',
] as const;

/**
 * Goals whose title may contain `text`, from the trigram table (migration 0017). Its LIKE uses the
 * index only without an ESCAPE clause, so `%` and `_` in the text become wildcards there: a
 * superset, narrowed by the exact test beside it.
 */
function titleSearchCandidates(text: string) {
  const pattern = `%${text.replace(/[%_]/g, '%')}%`;
  return sql<SqlBool>`goal.rowid in (select rowid from goal_title_search where title like ${pattern})`;
}

function matching(db: Db, query: AdminGoalListQuery) {
  return (eb: ExpressionBuilder<Database, 'goal'>) => {
    const conditions = [];
    if (query.status) conditions.push(eb('goal.status', '=', query.status));
    if (query.category) conditions.push(eb('goal.category', '=', query.category));
    if (query.userId) conditions.push(eb('goal.userId', '=', query.userId));
    if (query.q) {
      const exact = eb('goal.title', anyCaseLike(db), containing(query.q));
      conditions.push(isSqlite(db) ? eb.and([titleSearchCandidates(query.q), exact]) : exact);
    }
    return eb.and(conditions);
  };
}

/** One page of every user's goals, newest first, with their owners; and how many match in all. */
export async function listAllGoals(db: Db, query: AdminGoalListQuery) {
  const where = matching(db, query);
  // The page's ids first, from an index alone where the filters allow; then only those rows.
  const pageIds = db
    .selectFrom('goal')
    .select('goal.id')
    .where(where)
    .orderBy('goal.createdAt', 'desc')
    .orderBy('goal.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, total] = await Promise.all([
    db
      .selectFrom('goal')
      .innerJoin('user', 'user.id', 'goal.userId')
      .select(COLUMNS)
      .where('goal.id', 'in', pageIds)
      .orderBy('goal.createdAt', 'desc')
      .orderBy('goal.id', 'desc')
      .execute(),
    countMatching(db, query),
  ]);
  return { rows, count: total };
}

/**
 * How many goals match. Filtered by status and category alone (or not at all) that is a sum over
 * the tally the database keeps (migration 0024), not a count over up to every goal.
 */
async function countMatching(db: Db, query: AdminGoalListQuery): Promise<number> {
  if (!query.userId && !query.q) {
    let tally = db.selectFrom('goalTally').select(sql<number | string | null>`sum(n)`.as('n'));
    if (query.status) tally = tally.where('status', '=', query.status);
    if (query.category) tally = tally.where('category', '=', query.category);
    return Number((await tally.executeTakeFirstOrThrow()).n ?? 0);
  }
  const total = await db
    .selectFrom('goal')
    .select(sql<number | string>`count(*)`.as('n'))
    .where(matching(db, query))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

export async function findGoalWithOwner(db: Db, id: string) {
  return db
    .selectFrom('goal')
    .innerJoin('user', 'user.id', 'goal.userId')
    .select(COLUMNS)
    .where('goal.id', '=', id)
    .executeTakeFirst();
}

export type AdminGoalRow = NonNullable<Awaited<ReturnType<typeof findGoalWithOwner>>>;
