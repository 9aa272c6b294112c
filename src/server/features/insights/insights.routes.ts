import { Hono } from 'hono';
import { insightsSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { InsightsService } from './insights.service';

/** /api/me/insights: my progress in figures (Pro). */
export function myInsightsRoutes(insights: InsightsService) {
  return new Hono<AppEnv>().use('/insights', requireUser).get(
    '/insights',
    routeDoc({
      summary: 'My progress insights',
      description:
        'Pro. Completions per month over the last 12 months (UTC, this one included), goals and ' +
        'completion rate per category, the mean days to complete a goal, the streak of months with ' +
        'a completion, the 5 nearest target dates and up to 5 active goals without activity for 6 months.',
      tag: 'Insights',
      access: 'user',
      success: { status: 200, description: 'The figures.', schema: insightsSchema },
      errors: ['PRO_REQUIRED'],
    }),
    async (c) => c.json(await insights.insights(currentUserId(c))),
  );
}
