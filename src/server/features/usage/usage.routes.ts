import { Hono } from 'hono';
import { usageSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { UsageService } from './usage.service';

/** GET /api/me/usage. */
export function usageRoutes(usage: UsageService) {
  return new Hono<AppEnv>().use(requireUser).get(
    '/usage',
    routeDoc({
      summary: 'My plan and usage',
      description:
        'Goal count and limit, storage used and allowed, and what the plan allows (`entitlements`).',
      tag: 'Account',
      access: 'user',
      success: { status: 200, description: 'The usage.', schema: usageSchema },
    }),
    async (c) => c.json(await usage.of(currentUserId(c))),
  );
}
