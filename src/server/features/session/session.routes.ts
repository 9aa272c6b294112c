import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../app-env';
import { COOKIE_PREFIX } from '../../auth/auth';
import { unauthorizedError } from '../../middleware/session';
import { publicSession, publicUser } from './session-view';

/** GET /api/auth/user and /api/auth/session (spec §7.2): the signed-in user, 401 otherwise. */
export function sessionRoutes() {
  return new Hono<AppEnv>()
    .get('/user', (c) => {
      const current = c.get('auth');
      if (!current) throw unauthorizedError(c);
      return c.json({ user: publicUser(current.user) });
    })
    .get('/session', (c) => {
      const current = c.get('auth');
      if (!current) throw unauthorizedError(c);
      return c.json({ session: publicSession(current.session), user: publicUser(current.user) });
    });
}

/**
 * POST /api/system/force-logout (spec §4): the client's last call when its account is gone.
 * Revokes the session if it still exists and always clears our cookies, so it never fails.
 */
export function forceLogoutRoutes({ auth }: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    if (c.get('auth')) {
      await auth.api.signOut({ headers: c.req.raw.headers }).catch(() => undefined);
    }
    for (const name of Object.keys(getCookie(c))) {
      if (name.includes(`${COOKIE_PREFIX}.`)) {
        deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
      }
    }
    return c.json({ success: true });
  });
}
