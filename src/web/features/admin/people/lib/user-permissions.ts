import type { AdminUser } from '@common/admin';
import { isAdminRole, type Role } from '@common/roles';

export type Actor = { id: string; role: Role };

export type UserActionSet = {
  edit: boolean;
  suspend: boolean;
  premium: boolean;
  role: boolean;
  impersonate: boolean;
  delete: boolean;
};

const NONE: UserActionSet = {
  edit: false,
  suspend: false,
  premium: false,
  role: false,
  impersonate: false,
  delete: false,
};

/**
 * What the signed-in administrator may do to an account, mirroring the server's rule so the menu
 * never offers what would be refused: only a super administrator changes roles or acts on a super
 * administrator; nobody changes their own role, suspends or deletes themselves here; no
 * administrator is opened in the user view.
 */
export function allowedActions(actor: Actor | null, target: Pick<AdminUser, 'id' | 'role'>): UserActionSet {
  if (!actor || !isAdminRole(actor.role)) return NONE;
  const superAdmin = actor.role === 'super_admin';
  if (target.role === 'super_admin' && !superAdmin) return NONE;
  const self = target.id === actor.id;
  return {
    edit: true,
    premium: true,
    suspend: !self,
    delete: !self,
    role: superAdmin && !self,
    impersonate: !self && !isAdminRole(target.role),
  };
}
