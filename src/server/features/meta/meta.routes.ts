import { Hono } from 'hono';
import type { AppMeta } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';

/** GET /api/meta: what the client needs to know about this deployment (mode, enabled sign-in providers). */
export function metaRoutes({ config }: AppDeps) {
  const { google, github, oidc } = config.socialProviders;
  const socialProviders = [
    ...(google ? [{ id: 'google', name: 'Google' }] : []),
    ...(github ? [{ id: 'github', name: 'GitHub' }] : []),
    ...(oidc ? [{ id: 'oidc', name: oidc.name }] : []),
  ];
  const meta: AppMeta = { mode: config.mode, socialProviders };
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(meta);
  });
}
