import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUserId, requireUser } from '../../middleware/session';
import type { UsageService } from './usage.service';

/** GET /api/me/usage. */
export function usageRoutes(usage: UsageService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/usage', async (c) => c.json(await usage.of(currentUserId(c))));
}
