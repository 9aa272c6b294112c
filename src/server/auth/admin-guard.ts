import { isAdminRole } from '../../common/roles';
import type { Db } from '../db/database';
import { AppError } from '../errors';

/** better-auth admin endpoints that act on one account (named by `userId`, or `?id=`). */
const ACTS_ON_ACCOUNT = new Set([
  '/admin/set-role',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/impersonate-user',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/update-user',
  '/admin/revoke-user-sessions',
]);
/** Of those, what nobody may do to their own account from the admin side. */
const NOT_ON_ONESELF = new Set(['/admin/set-role', '/admin/ban-user', '/admin/remove-user']);

type Actor = { id: string; role: string | null };

const refuse = (message: string) => new AppError('FORBIDDEN', message);

function changesRole(path: string, fields: Record<string, unknown> | null): boolean {
  if (path === '/admin/set-role') return true;
  if (path === '/admin/create-user') return fields?.role !== undefined && fields.role !== 'user';
  if (path === '/admin/update-user') {
    const data = fields?.data;
    return typeof data === 'object' && data !== null && 'role' in data;
  }
  return false;
}

/**
 * Our rules over better-auth's admin endpoints, which let any administrator do anything: only a
 * super administrator grants or removes a role (or creates an account with one), and only a super
 * administrator acts on a super administrator; nobody changes their own role, suspends or deletes
 * themselves there; no administrator can be impersonated. Callers who are not administrators are
 * left to better-auth, which refuses them.
 */
export async function checkAdminAction(options: {
  db: Db;
  actor: Actor | undefined;
  path: string;
  fields: Record<string, unknown> | null;
  url: URL;
}): Promise<void> {
  const { db, actor, path, fields, url } = options;
  if (!path.startsWith('/admin/') || !actor || !isAdminRole(actor.role)) return;
  const superAdmin = actor.role === 'super_admin';
  if (changesRole(path, fields) && !superAdmin) {
    throw refuse('Only a super administrator can grant or remove a role.');
  }
  if (!ACTS_ON_ACCOUNT.has(path)) return;
  const targetId = typeof fields?.userId === 'string' ? fields.userId : url.searchParams.get('id');
  if (!targetId) return;
  if (targetId === actor.id && NOT_ON_ONESELF.has(path)) {
    throw refuse('You cannot change your own role or account from the admin area.');
  }
  const target = await db.selectFrom('user').select('role').where('id', '=', targetId).executeTakeFirst();
  if (target?.role === 'super_admin' && !superAdmin) {
    throw refuse('Only a super administrator can act on a super administrator.');
  }
  if (path === '/admin/impersonate-user' && isAdminRole(target?.role)) {
    throw refuse('Administrators cannot be impersonated.');
  }
}
