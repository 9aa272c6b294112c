import { randomUUID } from 'node:crypto';
import type { Updateable } from 'kysely';
import { MILESTONE_LIMIT } from '../../../common/limits';
import type { Milestone, MilestoneCreate, MilestoneList, MilestoneUpdate } from '../../../common/milestones';
import type { AppDeps } from '../../app-env';
import { dbBool } from '../../db/engine';
import type { MilestoneTable } from '../../db/schema';
import { AppError } from '../../errors';
import { findAccessibleGoalId } from '../goals';
import { toMilestone } from './milestone-view';
import {
  deleteMilestone,
  findAccessibleMilestone,
  findMilestoneById,
  insertMilestone,
  listMilestonesOfGoal,
  milestoneCountOf,
  setMilestoneOrder,
  updateMilestone,
} from './milestones.repository';

type MilestonesDeps = Pick<AppDeps, 'database'>;

const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');
const milestoneNotFound = () => new AppError('NOT_FOUND', 'Milestone not found.');

/**
 * A goal's milestones. Who may see or change them is the goals' access rule (findAccessibleGoalId,
 * goalAccessibleBy), so a goal of someone else is not found. Every write moves the owner's list
 * version by trigger (migration 0026), so the goal list's progress is never answered stale.
 */
export function milestonesService({ database }: MilestonesDeps) {
  const { db } = database;

  async function listOf(goalId: string, trx = db): Promise<MilestoneList> {
    return { milestones: (await listMilestonesOfGoal(trx, goalId)).map(toMilestone) };
  }

  return {
    async list(userId: string, goalId: string): Promise<MilestoneList> {
      if (!(await findAccessibleGoalId(db, userId, goalId, 'read'))) throw goalNotFound();
      return listOf(goalId);
    },

    /**
     * Appended after the last one. The goal row is locked (PostgreSQL; SQLite has one writer), so
     * parallel adds neither pass the limit nor take the same position.
     */
    async create(userId: string, goalId: string, input: MilestoneCreate): Promise<Milestone> {
      const now = new Date().toISOString();
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        if (!(await findAccessibleGoalId(trx, userId, goalId, 'change', { lock: true })))
          throw goalNotFound();
        const { count, lastPosition } = await milestoneCountOf(trx, goalId);
        if (count >= MILESTONE_LIMIT) throw new AppError('MILESTONE_LIMIT_REACHED');
        await insertMilestone(trx, {
          id,
          goalId,
          userId,
          title: input.title,
          done: dbBool(trx, false),
          doneAt: null,
          dueDate: input.dueDate ?? null,
          position: lastPosition + 1,
          createdAt: now,
          updatedAt: now,
        });
      });
      const row = await findMilestoneById(db, id);
      if (!row) throw milestoneNotFound();
      return toMilestone(row);
    },

    /** Ticking keeps the first time it was done; unticking clears it. */
    async update(userId: string, id: string, patch: MilestoneUpdate): Promise<Milestone> {
      return db.transaction().execute(async (trx) => {
        const current = await findAccessibleMilestone(trx, userId, id);
        if (!current) throw milestoneNotFound();
        const now = new Date().toISOString();
        const changes: Updateable<MilestoneTable> = { updatedAt: now };
        if (patch.title !== undefined) changes.title = patch.title;
        if (patch.dueDate !== undefined) changes.dueDate = patch.dueDate;
        if (patch.done !== undefined && patch.done !== Boolean(current.done)) {
          changes.done = dbBool(trx, patch.done);
          changes.doneAt = patch.done ? now : null;
        }
        await updateMilestone(trx, id, changes);
        const row = await findMilestoneById(trx, id);
        if (!row) throw milestoneNotFound();
        return toMilestone(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await findAccessibleMilestone(trx, userId, id);
        if (!current || !(await deleteMilestone(trx, id))) throw milestoneNotFound();
      });
    },

    /** The goal's milestones in the order of `ids`, which must name each of them exactly once. */
    async reorder(userId: string, goalId: string, ids: readonly string[]): Promise<MilestoneList> {
      return db.transaction().execute(async (trx) => {
        if (!(await findAccessibleGoalId(trx, userId, goalId, 'change', { lock: true })))
          throw goalNotFound();
        const current = await listMilestonesOfGoal(trx, goalId);
        const known = new Set(current.map((m) => m.id));
        if (ids.length !== known.size || ids.some((milestoneId) => !known.has(milestoneId))) {
          throw new AppError('MILESTONE_ORDER_MISMATCH');
        }
        await setMilestoneOrder(trx, goalId, ids, new Date().toISOString());
        return listOf(goalId, trx);
      });
    },
  };
}

export type MilestonesService = ReturnType<typeof milestonesService>;
