import type { AdminGoal, AdminGoalListQuery, AdminGoalPage } from '../../../common/admin';
import type { Category, GoalStatus } from '../../../common/goals';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import type { GoalsService } from '../goals';
import type { AdminChangeContext } from './admin-context';
import { type AdminGoalRow, findGoalWithOwner, listAllGoals } from './admin-goals.repository';
import { writeAudit } from './audit-log';

const notFound = () => new AppError('NOT_FOUND', 'Goal not found.');

function toAdminGoal(row: AdminGoalRow): AdminGoal {
  return {
    id: row.id,
    title: row.title,
    category: row.category as Category,
    status: row.status as GoalStatus,
    completedAt: row.completedAt === null ? null : toIso(row.completedAt),
    createdAt: toIso(row.createdAt),
    owner: { id: row.userId, name: row.ownerName, email: row.ownerEmail },
  };
}

/**
 * Every user's goals for administrators. Changes go through the goals feature on the owner's
 * behalf, so a status change or a deletion (memories, shares and files with it) is the owner's
 * own path; each is recorded in the audit log.
 */
export function adminGoalsService({ database }: Pick<AppDeps, 'database'>, goals: GoalsService) {
  const { db } = database;

  /** Records the change in the transaction that makes it: both stay, or neither. */
  const audited =
    (ctx: AdminChangeContext, row: AdminGoalRow, action: string, after: AdminGoal | null) => (trx: Db) =>
      writeAudit(trx, {
        actorId: ctx.actor.id,
        action,
        targetType: 'goal',
        targetId: row.id,
        before: { ...toAdminGoal(row) },
        after: after && { ...after },
        ipAddress: ctx.ipAddress,
      });

  return {
    async list(query: AdminGoalListQuery): Promise<AdminGoalPage> {
      const { rows, count } = await listAllGoals(db, query);
      return { data: rows.map(toAdminGoal), count, page: query.page, pageSize: query.pageSize };
    },

    async setStatus(ctx: AdminChangeContext, id: string, status: GoalStatus): Promise<AdminGoal> {
      const row = await findGoalWithOwner(db, id);
      if (!row) throw notFound();
      const change = status === 'completed' ? goals.complete : goals.restore;
      let after = toAdminGoal(row);
      await change(row.userId, id, (trx, goal) => {
        after = { ...after, status: goal.status, completedAt: goal.completedAt };
        return audited(ctx, row, 'goal.status', after)(trx);
      });
      return after;
    },

    async remove(ctx: AdminChangeContext, id: string): Promise<void> {
      const row = await findGoalWithOwner(db, id);
      if (!row) throw notFound();
      await goals.remove(row.userId, id, audited(ctx, row, 'goal.delete', null));
    },
  };
}

export type AdminGoalsService = ReturnType<typeof adminGoalsService>;
