import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';

/** Reads the signed-in user, if any, into c.var.auth. */
export function loadSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('auth', await auth.api.getSession({ headers: c.req.raw.headers }));
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
