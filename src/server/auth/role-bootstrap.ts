import { DEFAULT_ROLE, ROLES, type Role } from '../../common/roles';
import type { Db } from '../db/database';
import { invalidateSessions } from './session-reader';

export type RoleLists = {
  superAdminEmails: readonly string[];
  adminEmails: readonly string[];
};

const rank = (role: string | null): number => Math.max(0, ROLES.indexOf((role ?? DEFAULT_ROLE) as Role));

/**
 * The role the server's address lists give an account at sign-in: a verified address in
 * SUPER_ADMIN_EMAILS or ADMIN_EMAILS. Lists only ever raise a role; taking one away is done in
 * the super-admin area. Null when nothing changes.
 */
export function listedRole(
  lists: RoleLists,
  user: { email: string; emailVerified: boolean | number; role: string | null },
): Role | null {
  if (!user.emailVerified) return null;
  const email = user.email.toLowerCase();
  const listed: Role | null = lists.superAdminEmails.includes(email)
    ? 'super_admin'
    : lists.adminEmails.includes(email)
      ? 'admin'
      : null;
  return listed && rank(listed) > rank(user.role) ? listed : null;
}

/** Writes an account's role; the caller forgets its sessions once the change is committed. */
export async function setUserRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .updateTable('user')
    .set({ role, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

async function setRole(db: Db, userId: string, role: Role) {
  await setUserRole(db, userId, role);
  invalidateSessions(userId);
}

/** Gives a signing-in account the role its address is listed for (see `listedRole`). */
export async function applyListedRole(db: Db, lists: RoleLists, userId: string): Promise<void> {
  if (!lists.superAdminEmails.length && !lists.adminEmails.length) return;
  const user = await db
    .selectFrom('user')
    .select(['email', 'emailVerified', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const role = user && listedRole(lists, user);
  if (role) await setRole(db, userId, role);
}

/**
 * In demo mode the first account becomes super administrator, so whoever starts the app can
 * open every part of it.
 */
export async function makeFirstAccountSuperAdmin(db: Db, userId: string): Promise<void> {
  const others = await db.selectFrom('user').select('id').where('id', '!=', userId).limit(1).execute();
  if (others.length === 0) await setRole(db, userId, 'super_admin');
}
