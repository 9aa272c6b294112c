/**
 * Account roles, stored on the user by better-auth's admin plugin. Every check (ours and the
 * library's admin endpoints) reads this one list.
 */
export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

/** Roles that open the admin area and the administrators' API. */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin'];

export function isAdminRole(role: string | null | undefined): boolean {
  return ADMIN_ROLES.includes(role as Role);
}
