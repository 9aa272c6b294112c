import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isAdminRole } from '../../common/roles';
import type { AppEnv } from '../app-env';
import type { SessionReader } from '../auth/session-reader';
import { AppError } from '../errors';

/**
 * Reads the signed-in user, if any, into c.var.auth. Without one, also notes whether the cookie
 * belonged to a deleted account, so that a 401 can say 'Account no longer exists'.
 */
export function loadSession(
  readSession: SessionReader,
  isDeletedAccount?: (headers: Headers) => Promise<boolean>,
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const current = await readSession(c.req.raw.headers);
    c.set('auth', current);
    c.set('accountDeleted', !current && isDeletedAccount ? await isDeletedAccount(c.req.raw.headers) : false);
    return next();
  });
}

/** 401; ACCOUNT_DELETED when the cookie belonged to a deleted account, so the client can react. */
export function unauthorizedError(c: Context<AppEnv>): AppError {
  return new AppError(c.get('accountDeleted') ? 'ACCOUNT_DELETED' : 'UNAUTHORIZED');
}

/** 401 unless a signed-in user with a verified email made the request. */
export const requireUser = createMiddleware<AppEnv>((c, next) => {
  const current = c.get('auth');
  if (!current) throw unauthorizedError(c);
  if (!current.user.emailVerified) throw new AppError('FORBIDDEN', 'Email not verified');
  return next();
});

/** The signed-in user's id, in a handler behind requireUser. */
export function currentUserId(c: Context<AppEnv>): string {
  const current = c.get('auth');
  if (!current) throw unauthorizedError(c);
  return current.user.id;
}

/** 403 unless a signed-in, verified administrator made the request. */
export const requireAdmin = createMiddleware<AppEnv>((c, next) => {
  const current = c.get('auth');
  if (!current) throw unauthorizedError(c);
  if (!current.user.emailVerified || !isAdminRole(current.user.role)) {
    throw new AppError('FORBIDDEN', 'This needs an administrator.');
  }
  return next();
});

/** 403 unless a signed-in, verified super administrator made the request. */
export const requireSuperAdmin = createMiddleware<AppEnv>((c, next) => {
  const current = c.get('auth');
  if (!current) throw unauthorizedError(c);
  if (!current.user.emailVerified || current.user.role !== 'super_admin') {
    throw new AppError('FORBIDDEN', 'This needs a super administrator.');
  }
  return next();
});
