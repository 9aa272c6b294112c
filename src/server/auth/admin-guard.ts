import { isAdminRole } from '../../common/roles';
import type { Db } from '../db/database';
import { AppError } from '../errors';

export type AdminActor = { id: string; role: string | null };
export type AdminAction = 'role' | 'suspend' | 'delete' | 'impersonate' | 'edit' | 'premium';

/**
 * The one rule of what an administrator may do to an account, for our admin API and for
 * better-auth's admin endpoints alike: only a super administrator grants or removes a role and
 * acts on a super administrator; nobody changes their own role, suspends or deletes themselves
 * from the admin side; no administrator can be impersonated. A reason to refuse, or null.
 */
export function adminRefusal(
  actor: AdminActor,
  target: { id: string; role: string | null } | undefined,
  action: AdminAction,
): string | null {
  const superAdmin = actor.role === 'super_admin';
  if (action === 'role' && !superAdmin) return 'Only a super administrator can grant or remove a role.';
  if (!target) return null;
  if (target.id === actor.id && (action === 'role' || action === 'suspend' || action === 'delete')) {
    return 'You cannot change your own role or account from the admin area.';
  }
  if (target.role === 'super_admin' && !superAdmin) {
    return 'Only a super administrator can act on a super administrator.';
  }
  if (action === 'impersonate' && isAdminRole(target.role)) return 'Administrators cannot be impersonated.';
  return null;
}

/** better-auth's admin endpoints that act on one account, as our actions. */
const ACTION_OF_PATH: Record<string, AdminAction> = {
  '/admin/set-role': 'role',
  '/admin/ban-user': 'suspend',
  '/admin/unban-user': 'suspend',
  '/admin/impersonate-user': 'impersonate',
  '/admin/remove-user': 'delete',
  '/admin/set-user-password': 'edit',
  '/admin/update-user': 'edit',
  '/admin/revoke-user-sessions': 'edit',
};

function givesRole(path: string, fields: Record<string, unknown> | null): boolean {
  if (path === '/admin/create-user') return fields?.role !== undefined && fields.role !== 'user';
  if (path === '/admin/update-user') {
    const data = fields?.data;
    return typeof data === 'object' && data !== null && 'role' in data;
  }
  return false;
}

/**
 * `adminRefusal` over a request to better-auth's admin endpoints (which let any administrator do
 * anything); callers who are not administrators are left to better-auth, which refuses them.
 */
export async function checkAdminAction(options: {
  db: Db;
  actor: AdminActor | undefined;
  path: string;
  fields: Record<string, unknown> | null;
  url: URL;
}): Promise<void> {
  const { db, actor, path, fields, url } = options;
  if (!path.startsWith('/admin/') || !actor || !isAdminRole(actor.role)) return;
  const action = givesRole(path, fields) ? 'role' : ACTION_OF_PATH[path];
  if (!action) return;
  const targetId = typeof fields?.userId === 'string' ? fields.userId : url.searchParams.get('id');
  const target = targetId
    ? await db.selectFrom('user').select(['id', 'role']).where('id', '=', targetId).executeTakeFirst()
    : undefined;
  const refusal = adminRefusal(actor, target, action);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}
