import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { GoalStatus } from '../../../common/goals';
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

/** Newest first, keyset-paged on (createdAt, id), served by the goal_userId_[status_]createdAt_id indexes. */
export async function listGoals(
  db: Db,
  viewerId: string,
  options: { status: GoalStatus | undefined; after: SortKey | null; limit: number },
): Promise<GoalRow[]> {
  let query = db.selectFrom('goal').select(COLUMNS).where(goalAccessibleBy(viewerId, 'read'));
  if (options.status) query = query.where('status', '=', options.status);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
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
