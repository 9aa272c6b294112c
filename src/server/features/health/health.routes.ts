import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';

/** 200 while serving; 503 once shutdown has begun so load balancers stop sending traffic. */
export function healthRoutes({ lifecycle }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    lifecycle.shuttingDown ? c.json({ status: 'shutting-down' }, 503) : c.json({ status: 'ok' }),
  );
}
