import { Hono } from 'hono';
import { metaSchema } from '../../../common/api-responses';
import type { AppMeta } from '../../../common/schemas';
import type { AppDeps, AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';

/** GET /api/meta: what the client needs to know about this deployment (mode, enabled sign-in providers). */
export function metaRoutes({ config }: AppDeps) {
  const { google, github, oidc } = config.socialProviders;
  const socialProviders = [
    ...(google ? [{ id: 'google', name: 'Google' }] : []),
    ...(github ? [{ id: 'github', name: 'GitHub' }] : []),
    ...(oidc ? [{ id: 'oidc', name: oidc.name }] : []),
  ];
  const meta: AppMeta = { mode: config.mode, socialProviders };
  return new Hono<AppEnv>().get(
    '/',
    routeDoc({
      summary: 'About this deployment',
      description: 'Its mode (demo or production) and the sign-in providers it offers.',
      tag: 'System',
      access: 'public',
      success: { status: 200, description: 'The facts.', schema: metaSchema },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(meta);
    },
  );
}
