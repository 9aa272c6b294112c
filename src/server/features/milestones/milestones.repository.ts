import { randomUUID } from 'node:crypto';
import { type Insertable, sql, type Updateable } from 'kysely';
import { MILESTONE_LIMIT } from '../../../common/limits';
import type { Db } from '../../db/database';
import { dbBool } from '../../db/engine';
import type { MilestoneTable } from '../../db/schema';
import { goalAccessibleBy } from '../goals';

const COLUMNS = [
  'milestone.id',
  'milestone.goalId',
  'milestone.title',
  'milestone.done',
  'milestone.doneAt',
  'milestone.dueDate',
  'milestone.position',
] as const;

export type MilestoneRow = Pick<
  MilestoneTable,
  'id' | 'goalId' | 'title' | 'done' | 'doneAt' | 'dueDate' | 'position'
>;

/** A goal's milestones in the owner's order (milestone_goalId_position_idx); never more than the limit. */
export async function listMilestonesOfGoal(db: Db, goalId: string): Promise<MilestoneRow[]> {
  return db
    .selectFrom('milestone')
    .select(COLUMNS)
    .where('milestone.goalId', '=', goalId)
    .orderBy('milestone.position')
    .orderBy('milestone.id')
    .limit(MILESTONE_LIMIT)
    .execute();
}

/** How many milestones the goal has and the last position used (-1 when none). */
export async function milestoneCountOf(
  db: Db,
  goalId: string,
): Promise<{ count: number; lastPosition: number }> {
  const row = await db
    .selectFrom('milestone')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max<number | string | null>('position').as('lastPosition'),
    ])
    .where('goalId', '=', goalId)
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    lastPosition: row.lastPosition === null ? -1 : Number(row.lastPosition),
  };
}

/** A milestone of a goal the viewer may change (the goals' access rule); any other is not found. */
export async function findAccessibleMilestone(
  db: Db,
  viewerId: string,
  id: string,
): Promise<MilestoneRow | undefined> {
  return db
    .selectFrom('milestone')
    .innerJoin('goal', 'goal.id', 'milestone.goalId')
    .select(COLUMNS)
    .where('milestone.id', '=', id)
    .where(goalAccessibleBy(viewerId, 'change'))
    .executeTakeFirst();
}

export async function findMilestoneById(db: Db, id: string): Promise<MilestoneRow | undefined> {
  return db.selectFrom('milestone').select(COLUMNS).where('milestone.id', '=', id).executeTakeFirst();
}

export async function insertMilestone(db: Db, row: Insertable<MilestoneTable>): Promise<void> {
  await db.insertInto('milestone').values(row).execute();
}

/**
 * The first milestones of a goal just created (from a template), in the order given, as one
 * statement inside the goal's transaction: a single list-version bump, no limit to check beyond
 * the caller's.
 */
export async function insertMilestonesOfNewGoal(
  db: Db,
  goal: { goalId: string; userId: string },
  titles: readonly string[],
): Promise<void> {
  if (titles.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('milestone')
    .values(
      titles.slice(0, MILESTONE_LIMIT).map((title, position) => ({
        id: randomUUID(),
        goalId: goal.goalId,
        userId: goal.userId,
        title,
        done: dbBool(db, false),
        doneAt: null,
        dueDate: null,
        position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

export async function updateMilestone(
  db: Db,
  id: string,
  changes: Updateable<MilestoneTable>,
): Promise<void> {
  await db.updateTable('milestone').set(changes).where('id', '=', id).execute();
}

export async function deleteMilestone(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('milestone').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Positions 0..n-1 in the order of `ids`, in one statement (one list-version bump, not n). */
export async function setMilestoneOrder(db: Db, goalId: string, ids: readonly string[], now: string) {
  if (ids.length === 0) return;
  // Positions are written as literals: a bound parameter in a CASE reads as text on PostgreSQL.
  const cases = ids.map((id, index) => sql`when id = ${id} then ${sql.lit(index)}`);
  await db
    .updateTable('milestone')
    .set({ position: sql<number>`case ${sql.join(cases, sql` `)} end`, updatedAt: now })
    .where('goalId', '=', goalId)
    .where('id', 'in', ids)
    .execute();
}
