import { Hono } from 'hono';
import { healthSchema } from '../../../common/api-responses';
import type { AppDeps, AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';

/** 200 while serving; 503 once shutdown has begun so load balancers stop sending traffic. */
export function healthRoutes({ lifecycle }: AppDeps) {
  return new Hono<AppEnv>().get(
    '/',
    routeDoc({
      summary: 'Health',
      description: '200 while serving; 503 `{"status": "shutting-down"}` once shutdown has begun.',
      tag: 'System',
      access: 'public',
      success: { status: 200, description: 'Serving.', schema: healthSchema },
    }),
    (c) => (lifecycle.shuttingDown ? c.json({ status: 'shutting-down' }, 503) : c.json({ status: 'ok' })),
  );
}
