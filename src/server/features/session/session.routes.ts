import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { sessionSchema, userSchema } from '../../../common/api-responses';
import type { AppDeps, AppEnv } from '../../app-env';
import { COOKIE_PREFIX } from '../../auth/auth';
import { routeDoc } from '../../middleware/route-doc';
import { unauthorizedError } from '../../middleware/session';
import { publicSession, publicUser } from './session-view';

/** GET /api/auth/user and /api/auth/session: the signed-in user, 401 otherwise. */
export function sessionRoutes() {
  return new Hono<AppEnv>()
    .get(
      '/user',
      routeDoc({
        summary: 'The signed-in user',
        tag: 'Account',
        access: 'public',
        success: { status: 200, description: 'The user.', schema: z.object({ user: userSchema }) },
        errors: ['UNAUTHORIZED', 'ACCOUNT_DELETED'],
      }),
      (c) => {
        const current = c.get('auth');
        if (!current) throw unauthorizedError(c);
        return c.json({ user: publicUser(current.user) });
      },
    )
    .get(
      '/session',
      routeDoc({
        summary: 'The current session and its user',
        tag: 'Account',
        access: 'public',
        success: {
          status: 200,
          description: 'The session.',
          schema: z.object({ session: sessionSchema, user: userSchema }),
        },
        errors: ['UNAUTHORIZED', 'ACCOUNT_DELETED'],
      }),
      (c) => {
        const current = c.get('auth');
        if (!current) throw unauthorizedError(c);
        return c.json({ session: publicSession(current.session), user: publicUser(current.user) });
      },
    );
}

/**
 * POST /api/system/force-logout: the client's last call when its account is gone.
 * Revokes the session if it still exists and always clears our cookies, so it never fails.
 */
export function forceLogoutRoutes({ auth }: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    routeDoc({
      summary: 'Force sign-out',
      description:
        'The client’s last call when its account is gone: revokes the session if it still exists and clears the cookies. Never fails.',
      tag: 'Account',
      access: 'public',
      success: { status: 200, description: 'Signed out.', schema: z.object({ success: z.literal(true) }) },
    }),
    async (c) => {
      if (c.get('auth')) {
        await auth.api.signOut({ headers: c.req.raw.headers }).catch(() => undefined);
      }
      for (const name of Object.keys(getCookie(c))) {
        if (name.includes(`${COOKIE_PREFIX}.`)) {
          deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
        }
      }
      return c.json({ success: true });
    },
  );
}
