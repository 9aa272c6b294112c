import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { SessionReader } from '../auth/session-reader';
import { AppError } from '../errors';

/** Reads the signed-in user, if any, into c.var.auth. */
export function loadSession(readSession: SessionReader) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await readSession(c.req.raw.headers));
    return next();
  });
}

/** 401 unless a signed-in user with a verified email made the request (spec §2.4). */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const current = c.get('auth');
  if (!current) throw new AppError('UNAUTHORIZED');
  if (!current.user.emailVerified) throw new AppError('FORBIDDEN', 'Email not verified');
  return next();
});

/** The signed-in user's id, in a handler behind requireUser. */
export function currentUserId(c: Context<AppEnv>): string {
  const current = c.get('auth');
  if (!current) throw new AppError('UNAUTHORIZED');
  return current.user.id;
}
