import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';

/**
 * An administrator in a user's view sees what the user sees and may fix goals, but never acts
 * as the person on their account: credentials, second factor, sessions, linked sign-ins,
 * deletion, the data export and payments stay the owner's. These are better-auth's paths for it.
 */
const OWNER_ONLY_AUTH_PATHS = [
  '/change-password',
  '/change-email',
  '/set-password',
  '/delete-user',
  '/two-factor/',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/link-social',
  '/unlink-account',
  '/multi-session/',
];

export function isOwnerOnlyAuthPath(path: string): boolean {
  return OWNER_ONLY_AUTH_PATHS.some((owned) =>
    owned.endsWith('/') ? path.startsWith(owned) : path === owned,
  );
}

export function userViewRefusal(): AppError {
  return new AppError('FORBIDDEN', 'Not available while an administrator is viewing this account.');
}

/** For our own routes of the same kind (export, first password, payments). */
export const ownerOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('auth')?.session.impersonatedBy) throw userViewRefusal();
  await next();
});
