import { Hono } from 'hono';
import { usageSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { notModified } from '../goals';
import type { UsageService } from './usage.service';

/** GET /api/me/usage. */
export function usageRoutes(usage: UsageService) {
  return new Hono<AppEnv>().use(requireUser).get(
    '/usage',
    routeDoc({
      summary: 'My plan and usage',
      description:
        'Goal count and limit, storage used and allowed, and what the plan allows (`entitlements`). ' +
        'The answer carries an `ETag`; sent back in `If-None-Match` while nothing changed, it answers 304.',
      tag: 'Account',
      access: 'user',
      success: { status: 200, description: 'The usage.', schema: usageSchema },
    }),
    async (c) => {
      const userId = currentUserId(c);
      return notModified(c, await usage.tag(userId)) ?? c.json(await usage.of(userId));
    },
  );
}
