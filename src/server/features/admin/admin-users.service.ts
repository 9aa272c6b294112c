import type { AdminUser, AdminUserListQuery, AdminUserPage } from '../../../common/admin';
import type { Plan, PlanSource } from '../../../common/plans';
import { DEFAULT_ROLE, ROLES, type Role } from '../../../common/roles';
import type { AppDeps } from '../../app-env';
import { type AdminAction, adminRefusal } from '../../auth/admin-guard';
import type { AccountDeletionHooks } from '../../auth/auth';
import { setUserRole } from '../../auth/role-bootstrap';
import { invalidateSessions, isSuspended } from '../../auth/session-reader';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { AppError } from '../../errors';
import { entitlementsFor, grantPro, revokePro } from '../plans';
import type { AdminChangeContext } from './admin-context';
import {
  type AdminUserRow,
  deleteSessionsOf,
  deleteUserRow,
  findUser,
  listUsers,
  setSuspension,
  updateUserFields,
} from './admin-users.repository';
import { writeAudit } from './audit-log';

const notFound = () => new AppError('NOT_FOUND', 'User not found.');

function toAdminUser(row: AdminUserRow): AdminUser {
  const plan = entitlementsFor(row);
  const suspended = isSuspended(row.banned, row.banExpires);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    role: ROLES.includes(row.role as Role) ? (row.role as Role) : DEFAULT_ROLE,
    plan: plan.plan as Plan,
    planSource: plan.planSource as PlanSource | null,
    proUntil: plan.proUntil,
    suspended,
    suspendedReason: suspended ? row.banReason : null,
    suspendedUntil: suspended && row.banExpires ? toIso(row.banExpires) : null,
    goalCount: Number(row.goalCount),
    createdAt: toIso(row.createdAt),
  };
}

/** The fields an audit record keeps of an account, before and after a change. */
const auditView = (user: AdminUser) => ({
  name: user.name,
  emailVerified: user.emailVerified,
  role: user.role,
  plan: user.plan,
  proUntil: user.proUntil,
  suspended: user.suspended,
  suspendedReason: user.suspendedReason,
  suspendedUntil: user.suspendedUntil,
});

export function adminUsersService(
  { database }: Pick<AppDeps, 'database'>,
  accountDeletion: AccountDeletionHooks,
) {
  const { db } = database;

  /** Checks the rule, makes the change and records it, all in one transaction. */
  async function change(
    ctx: AdminChangeContext,
    id: string,
    action: AdminAction,
    auditAction: string,
    apply: (trx: Db) => Promise<void>,
  ): Promise<AdminUser> {
    return db.transaction().execute(async (trx) => {
      const row = await findUser(trx, id);
      if (!row) throw notFound();
      const refusal = adminRefusal(ctx.actor, row, action);
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      const before = toAdminUser(row);
      await apply(trx);
      const changed = await findUser(trx, id);
      if (!changed) throw notFound();
      const after = toAdminUser(changed);
      await writeAudit(trx, {
        actorId: ctx.actor.id,
        action: auditAction,
        targetType: 'user',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
        ipAddress: ctx.ipAddress,
      });
      return after;
    });
  }

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserPage> {
      const { rows, count } = await listUsers(db, query, new Date().toISOString());
      return { data: rows.map(toAdminUser), count, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<AdminUser> {
      const row = await findUser(db, id);
      if (!row) throw notFound();
      return toAdminUser(row);
    },

    /** Suspends an account and ends its sessions at once; signing in is refused with the reason. */
    async suspend(
      ctx: AdminChangeContext,
      id: string,
      input: { reason: string; until?: string | null | undefined },
    ) {
      if (input.until && Date.parse(input.until) <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', 'The end of a suspension must be in the future.');
      }
      const user = await change(ctx, id, 'suspend', 'user.suspend', async (trx) => {
        await setSuspension(trx, id, { reason: input.reason, until: input.until ?? null });
        await deleteSessionsOf(trx, id);
      });
      invalidateSessions(id);
      return user;
    },

    async unsuspend(ctx: AdminChangeContext, id: string) {
      const user = await change(ctx, id, 'suspend', 'user.unsuspend', (trx) => setSuspension(trx, id, null));
      invalidateSessions(id);
      return user;
    },

    /** Gives Pro (recorded as given by an administrator) or takes it away; data stays either way. */
    async premium(
      ctx: AdminChangeContext,
      id: string,
      input: { grant: boolean; until?: string | null | undefined },
    ) {
      if (input.grant && input.until && Date.parse(input.until) <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', 'The end of Pro must be in the future.');
      }
      return change(ctx, id, 'premium', input.grant ? 'user.premium.grant' : 'user.premium.revoke', (trx) =>
        input.grant
          ? grantPro(trx, id, 'admin', input.until ? new Date(input.until) : null)
          : revokePro(trx, id),
      );
    },

    /** Only a super administrator, never on their own account. */
    async setRole(ctx: AdminChangeContext, id: string, role: Role) {
      const user = await change(ctx, id, 'role', 'user.role', (trx) => setUserRole(trx, id, role));
      invalidateSessions(id);
      return user;
    },

    async edit(
      ctx: AdminChangeContext,
      id: string,
      patch: { name?: string | undefined; emailVerified?: boolean | undefined },
    ) {
      const user = await change(ctx, id, 'edit', 'user.edit', (trx) => updateUserFields(trx, id, patch));
      invalidateSessions(id);
      return user;
    },

    /**
     * Deletes an account the way deleting one's own does: the same hooks remember its sessions
     * (a signed-in browser hears 'Account no longer exists') and remove its files afterwards.
     */
    async remove(ctx: AdminChangeContext, id: string): Promise<void> {
      const row = await findUser(db, id);
      if (!row) throw notFound();
      const refusal = adminRefusal(ctx.actor, row, 'delete');
      if (refusal) throw new AppError('FORBIDDEN', refusal);
      await accountDeletion.beforeDelete({ id });
      await db.transaction().execute(async (trx) => {
        await deleteUserRow(trx, id);
        await writeAudit(trx, {
          actorId: ctx.actor.id,
          action: 'user.delete',
          targetType: 'user',
          targetId: id,
          before: { email: row.email, ...auditView(toAdminUser(row)) },
          after: null,
          ipAddress: ctx.ipAddress,
        });
      });
      invalidateSessions(id);
      await accountDeletion.afterDelete({ id });
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;
