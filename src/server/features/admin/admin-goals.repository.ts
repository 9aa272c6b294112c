import { type ExpressionBuilder, sql } from 'kysely';
import type { AdminGoalListQuery } from '../../../common/admin';
import type { Db } from '../../db/database';
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

function matching(db: Db, query: AdminGoalListQuery) {
  return (eb: ExpressionBuilder<Database, 'goal'>) => {
    const conditions = [];
    if (query.status) conditions.push(eb('goal.status', '=', query.status));
    if (query.category) conditions.push(eb('goal.category', '=', query.category));
    if (query.userId) conditions.push(eb('goal.userId', '=', query.userId));
    if (query.q) {
      conditions.push(eb('goal.title', anyCaseLike(db), containing(query.q)));
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
    db
      .selectFrom('goal')
      .select(sql<number | string>`count(*)`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
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
