import { type Context, Hono } from 'hono';
import { adminGoalListQuerySchema, adminGoalPatchSchema } from '../../../common/admin';
import { adminGoalPageSchema, adminGoalSchema } from '../../../common/api-responses';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { adminDoc, type RouteDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from './admin-context';
import type { AdminGoalsService } from './admin-goals.service';

const doc = (summary: string, description: string, rest: Pick<RouteDoc, 'success' | 'errors'>) =>
  adminDoc({ summary, description, ...rest });

/** /api/admin/goals: every user's goals; changes are the owner's own paths, audited. */
export function adminGoalRoutes(goals: AdminGoalsService, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      doc(
        'List every user’s goals',
        'Newest first, a page at a time; `q` searches titles; `status`, `category` and `userId` narrow it.',
        {
          success: {
            status: 200,
            description: 'A page of goals with their owners.',
            schema: adminGoalPageSchema,
          },
        },
      ),
      queryParams(adminGoalListQuerySchema),
      async (c) => c.json(await goals.list(c.req.valid('query'))),
    )
    .patch(
      '/:id',
      doc('Change a goal’s status', 'Completed or active, as its owner would.', {
        success: { status: 200, description: 'The goal.', schema: adminGoalSchema },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(adminGoalPatchSchema),
      async (c) =>
        c.json(
          await goals.setStatus(
            adminChangeContext(c, clientIp),
            c.req.param('id'),
            c.req.valid('json').status,
          ),
        ),
    )
    .delete(
      '/:id',
      doc('Delete a goal', 'With its memories, share links and files, as its owner would.', {
        success: { status: 204, description: 'Deleted.' },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => {
        await goals.remove(adminChangeContext(c, clientIp), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
