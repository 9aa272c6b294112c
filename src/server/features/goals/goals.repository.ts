import { type ExpressionBuilder, type Insertable, sql, type Updateable } from 'kysely';
import type { Category, GoalStatus } from '../../../common/goals';
import { compiledQuery } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { isSqlite } from '../../db/engine';
import type { Database, GoalTable } from '../../db/schema';

const COLUMNS = [
  'id',
  'userId',
  'title',
  'description',
  'category',
  'imageId',
  'customCategoryId',
  'targetDate',
  'status',
  'completedAt',
  'createdAt',
  'updatedAt',
] as const;

export type GoalRow = Pick<GoalTable, (typeof COLUMNS)[number]>;
export type GoalAction = 'read' | 'change' | 'own';
export type SortKey = { createdAt: string; id: string };

/**
 * THE rule of who may do what with a goal. Its owner does anything; a member it was shared with
 * reads it (viewer) or also changes it, its milestones and memories (editor); sharing it by link,
 * managing its members, handing it over and deleting it are the owner's ('own'). Every query of any
 * feature that touches a goal on behalf of a user filters with this, so a goal beyond the viewer's
 * reach is simply not found (404).
 */
export function goalAccessibleBy(viewerId: string, action: GoalAction) {
  return (eb: ExpressionBuilder<Database, 'goal'>) => {
    const owner = eb('goal.userId', '=', viewerId);
    if (action === 'own') return owner;
    let member = eb
      .selectFrom('goalMember')
      .select('goalMember.goalId')
      .whereRef('goalMember.goalId', '=', 'goal.id')
      .where('goalMember.userId', '=', viewerId);
    if (action === 'change') member = member.where('goalMember.role', '=', 'editor');
    return eb.or([owner, eb.exists(member)]);
  };
}

export async function findGoal(db: Db, viewerId: string, id: string, action: GoalAction) {
  return db
    .selectFrom('goal')
    .select(COLUMNS)
    .where('goal.id', '=', id)
    .where(goalAccessibleBy(viewerId, action))
    .executeTakeFirst();
}

type ListSlot = 'viewerId' | 'status' | 'category' | 'customCategoryId' | 'createdAt' | 'id' | 'limit';
type ListShape = { byStatus: boolean; paged: boolean; byCategory: boolean; byCustomCategory: boolean };

const QUALIFIED = COLUMNS.map((column) => `goal.${column}` as const);

/**
 * Newest first, keyset-paged on (createdAt, id). The viewer's own goals come from the
 * goal_userId_[status_]createdAt_id indexes; the goals shared with them through goalMember. The
 * row-value comparison is one index range on both engines, so a page deep in a long list costs what
 * the first does; `createdAt < ? or (createdAt = ? and id < ?)` was not.
 */
const listQuery = ({ byStatus, paged, byCategory, byCustomCategory }: ListShape, shared: boolean) =>
  compiledQuery<ListSlot, GoalRow>((db, slot) => {
    let query = shared
      ? db
          .selectFrom('goalMember')
          .innerJoin('goal', 'goal.id', 'goalMember.goalId')
          .select(QUALIFIED)
          .where('goalMember.userId', '=', slot('viewerId'))
      : db
          .selectFrom('goal')
          .select(QUALIFIED)
          .where(goalAccessibleBy(slot('viewerId'), 'own'));
    if (byStatus) query = query.where('goal.status', '=', slot<GoalStatus>('status'));
    // The dashboard's category filters: goal_userId_category_createdAt_id_idx and
    // goal_customCategoryId_createdAt_id_idx keep them one index range, paged like the whole list.
    if (byCategory) query = query.where('goal.category', '=', slot('category'));
    if (byCustomCategory) query = query.where('goal.customCategoryId', '=', slot('customCategoryId'));
    if (paged) {
      query = query.where((eb) =>
        eb(eb.refTuple('goal.createdAt', 'goal.id'), '<', eb.tuple(slot('createdAt'), slot('id'))),
      );
    }
    return query.orderBy('goal.createdAt', 'desc').orderBy('goal.id', 'desc').limit(slot<number>('limit'));
  });

/** Both halves of each list shape, compiled once. */
const LIST_QUERIES = new Map<
  string,
  { own: ReturnType<typeof listQuery>; shared: ReturnType<typeof listQuery> }
>();
function listQueriesOf(shape: ListShape) {
  const key = `${shape.byStatus}/${shape.paged}/${shape.byCategory}/${shape.byCustomCategory}`;
  let queries = LIST_QUERIES.get(key);
  if (!queries) {
    queries = { own: listQuery(shape, false), shared: listQuery(shape, true) };
    LIST_QUERIES.set(key, queries);
  }
  return queries;
}

type ListOptions = {
  status: GoalStatus | undefined;
  category?: Category | undefined;
  customCategoryId?: string | undefined;
  after: SortKey | null;
  limit: number;
};

function listQueryFor(viewerId: string, options: ListOptions) {
  const { status, category, customCategoryId, after, limit } = options;
  const values = {
    viewerId,
    status,
    category,
    customCategoryId,
    createdAt: after?.createdAt,
    id: after?.id,
    limit,
  };
  const shape = {
    byStatus: Boolean(status),
    paged: Boolean(after),
    byCategory: Boolean(category),
    byCustomCategory: Boolean(customCategoryId),
  };
  return { queries: listQueriesOf(shape), values };
}

const newestFirst = (a: GoalRow, b: GoalRow) => {
  const byTime = toIso(b.createdAt).localeCompare(toIso(a.createdAt));
  return byTime !== 0 ? byTime : b.id < a.id ? -1 : b.id > a.id ? 1 : 0;
};

/** A page of the goals the viewer owns and those shared with them, merged in one order. */
export async function listGoals(db: Db, viewerId: string, options: ListOptions): Promise<GoalRow[]> {
  const { queries, values } = listQueryFor(viewerId, options);
  const [own, shared] = await Promise.all([queries.own(db, values), queries.shared(db, values)]);
  if (shared.length === 0) return own;
  return [...own, ...shared].sort(newestFirst).slice(0, options.limit);
}

/** The SQL and parameters of the own-goals half of `listGoals`, for EXPLAIN in bench/list-scale.ts. */
export function listGoalsSql(db: Db, viewerId: string, options: ListOptions, half: 'own' | 'shared' = 'own') {
  const { queries, values } = listQueryFor(viewerId, options);
  return queries[half].compile(db, values);
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
    .where(goalAccessibleBy(viewerId, 'own'))
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
