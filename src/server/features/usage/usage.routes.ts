import { Hono } from 'hono';
import { usageSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { answerByTag, answerCache } from '../goals';
import type { UsageService } from './usage.service';

/** GET /api/me/usage. */
export function usageRoutes(usage: UsageService) {
  // The tag names everything the answer depends on (counts, storage, the plan as it stands now).
  const answers = answerCache();
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
      return answerByTag(c, answers, await usage.tag(userId), () => usage.of(userId));
    },
  );
}
