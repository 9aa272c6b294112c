import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { AdminActor } from '../../auth/admin-guard';
import { unauthorizedError } from '../../middleware/session';

export type AdminChangeContext = { actor: AdminActor; ipAddress: string | null };

/** Who makes an admin change and from where, for the rule and the audit log. */
export function adminChangeContext(
  c: Context<AppEnv>,
  clientIp: (c: Context<AppEnv>) => string,
): AdminChangeContext {
  const current = c.get('auth');
  if (!current) throw unauthorizedError(c);
  return { actor: { id: current.user.id, role: current.user.role }, ipAddress: clientIp(c) };
}
