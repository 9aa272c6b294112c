import { Hono } from 'hono';
import { usageSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import type { EarlyRoute } from '../../early-answers';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { type AnswerCache, answerByTag, answerCache, keptAnswerByTag } from '../goals';
import type { UsageService } from './usage.service';

/**
 * GET /api/me/usage. Its answers are kept by their tag, which names everything the answer depends
 * on (counts, storage, the plan as it stands now).
 */
export function usageRoutes(usage: UsageService, answers: AnswerCache = answerCache()) {
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

/** GET /api/me/usage answered from the answers `usageRoutes` kept, before Hono (early-answers.ts). */
export function earlyUsage(usage: UsageService, answers: AnswerCache): EarlyRoute['answer'] {
  return async (userId, ifNoneMatch) => keptAnswerByTag(answers, await usage.tag(userId), ifNoneMatch);
}
