import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { GoalStatus } from '../../../common/goals';
import { compiledQuery } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/engine';
import type { Database, GoalTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'userId',
  'title',
  'description',
  'category',
  'imageId',
  'targetDate',
  'status',
  'completedAt',
  'createdAt',
  'updatedAt',
] as const;

export type GoalRow = Pick<GoalTable, (typeof COLUMNS)[number]>;
export type GoalAction = 'read' | 'change';
export type SortKey = { createdAt: string; id: string };

/**
 * THE rule of who may read or change a goal: today, its owner. Every query of any feature that
 * touches a goal on behalf of a user filters with this, so a foreign goal is simply not found
 * (404), and collaborators can later be let in here and nowhere else.
 */
export function goalAccessibleBy(viewerId: string, _action: GoalAction) {
  return (eb: ExpressionBuilder<Database, 'goal'>) => eb('goal.userId', '=', viewerId);
}

export async function findGoal(db: Db, viewerId: string, id: string, action: GoalAction) {
  return db
    .selectFrom('goal')
    .select(COLUMNS)
    .where('goal.id', '=', id)
    .where(goalAccessibleBy(viewerId, action))
    .executeTakeFirst();
}

type ListSlot = 'viewerId' | 'status' | 'createdAt' | 'id' | 'limit';

/**
 * Newest first, keyset-paged on (createdAt, id), served by the goal_userId_[status_]createdAt_id
 * indexes. The row-value comparison is one index range on both engines, so a page deep in a long
 * list costs what the first does; `createdAt < ? or (createdAt = ? and id < ?)` was not.
 */
const listQuery = (byStatus: boolean, paged: boolean) =>
  compiledQuery<ListSlot, GoalRow>((db, slot) => {
    let query = db
      .selectFrom('goal')
      .select(COLUMNS)
      .where(goalAccessibleBy(slot('viewerId'), 'read'));
    if (byStatus) query = query.where('status', '=', slot<GoalStatus>('status'));
    if (paged) {
      query = query.where((eb) =>
        eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(slot('createdAt'), slot('id'))),
      );
    }
    return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(slot<number>('limit'));
  });

const LIST_QUERIES = {
  all: listQuery(false, false),
  allAfter: listQuery(false, true),
  byStatus: listQuery(true, false),
  byStatusAfter: listQuery(true, true),
};

type ListOptions = { status: GoalStatus | undefined; after: SortKey | null; limit: number };

function listQueryFor(viewerId: string, { status, after, limit }: ListOptions) {
  const values = { viewerId, status, createdAt: after?.createdAt, id: after?.id, limit };
  if (status) return { query: after ? LIST_QUERIES.byStatusAfter : LIST_QUERIES.byStatus, values };
  return { query: after ? LIST_QUERIES.allAfter : LIST_QUERIES.all, values };
}

export async function listGoals(db: Db, viewerId: string, options: ListOptions): Promise<GoalRow[]> {
  const { query, values } = listQueryFor(viewerId, options);
  return query(db, values);
}

/** The SQL and parameters `listGoals` runs, for EXPLAIN in bench/list-scale.ts. */
export function listGoalsSql(db: Db, viewerId: string, options: ListOptions) {
  const { query, values } = listQueryFor(viewerId, options);
  return query.compile(db, values);
}

/** Goals a user owns, all statuses unless one is given: what the plan's goal limit counts. */
export async function countGoalsOf(db: Db, ownerId: string, status?: GoalStatus): Promise<number> {
  let query = db
    .selectFrom('goal')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', ownerId);
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertGoal(db: Db, row: Insertable<GoalTable>): Promise<GoalRow> {
  return db.insertInto('goal').values(row).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateGoal(
  db: Db,
  viewerId: string,
  id: string,
  changes: Updateable<GoalTable>,
): Promise<GoalRow | undefined> {
  return db
    .updateTable('goal')
    .set(changes)
    .where('goal.id', '=', id)
    .where(goalAccessibleBy(viewerId, 'change'))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteGoal(db: Db, viewerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('goal')
    .where('goal.id', '=', id)
    .where(goalAccessibleBy(viewerId, 'change'))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The goal's id if the viewer may act on it: how other features (memories, shares) check a goal.
 * With `lock`, inside a transaction on PostgreSQL the goal row stays locked until commit, so
 * parallel changes of one goal queue up; SQLite already runs one writer at a time.
 */
export async function findAccessibleGoalId(
  db: Db,
  viewerId: string,
  goalId: string,
  action: GoalAction,
  options: { lock?: boolean } = {},
) {
  let query = db
    .selectFrom('goal')
    .select('goal.id')
    .where('goal.id', '=', goalId)
    .where(goalAccessibleBy(viewerId, action));
  if (options.lock && !isSqlite(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row?.id;
}

export type Progress = { done: number; total: number };

/**
 * Milestones done and in all of each goal, in one grouped read over milestone_goalId_position_idx
 * (a list page costs one query, not one per goal). Goals without milestones are absent.
 */
export async function progressOfGoals(db: Db, goalIds: readonly string[]): Promise<Map<string, Progress>> {
  const progress = new Map<string, Progress>();
  if (goalIds.length === 0) return progress;
  const rows = await db
    .selectFrom('milestone')
    .select((eb) => [
      'goalId',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string>(eb.case().when('done', '=', sql<boolean>`true`).then(1).else(0).end())
        .as('done'),
    ])
    .where('goalId', 'in', goalIds)
    .groupBy('goalId')
    .execute();
  for (const row of rows) progress.set(row.goalId, { done: Number(row.done), total: Number(row.total) });
  return progress;
}

/** A goal's entry of `progressOfGoals`: 0 of 0 for a goal without milestones. */
export const progressIn = (progress: Map<string, Progress>, goalId: string): Progress =>
  progress.get(goalId) ?? { done: 0, total: 0 };
