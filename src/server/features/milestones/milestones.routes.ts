import { Hono } from 'hono';
import { milestoneListSchema, milestoneSchema } from '../../../common/api-responses';
import type { ErrorCode } from '../../../common/errors';
import {
  milestoneCreateSchema,
  milestoneOrderSchema,
  milestoneUpdateSchema,
} from '../../../common/milestones';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { type RouteDoc, routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { MilestonesService } from './milestones.service';

const doc = (summary: string, rest: Pick<RouteDoc, 'success' | 'description'> & { errors?: ErrorCode[] }) =>
  routeDoc({ summary, tag: 'Goals', access: 'user', errors: ['NOT_FOUND'], ...rest });

/** /api/bucket-list/:id/milestones: a goal's milestones, in order. */
export function goalMilestonesRoutes(milestones: MilestonesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/:id/milestones',
      doc("List a goal's milestones", {
        success: { status: 200, description: 'Its milestones, in order.', schema: milestoneListSchema },
      }),
      idParams('id'),
      async (c) => c.json(await milestones.list(currentUserId(c), c.req.param('id'))),
    )
    .post(
      '/:id/milestones',
      doc('Add a milestone to a goal', {
        description: 'The new milestone goes last. A goal holds a limited number of milestones.',
        success: { status: 201, description: 'The new milestone.', schema: milestoneSchema },
        errors: ['NOT_FOUND', 'MILESTONE_LIMIT_REACHED'],
      }),
      idParams('id'),
      jsonBody(milestoneCreateSchema),
      async (c) =>
        c.json(await milestones.create(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .put(
      '/:id/milestones/order',
      doc("Reorder a goal's milestones", {
        description: 'Send every milestone id of the goal once, in the new order.',
        success: {
          status: 200,
          description: 'Its milestones, in the new order.',
          schema: milestoneListSchema,
        },
        errors: ['NOT_FOUND', 'MILESTONE_ORDER_MISMATCH'],
      }),
      idParams('id'),
      jsonBody(milestoneOrderSchema),
      async (c) =>
        c.json(await milestones.reorder(currentUserId(c), c.req.param('id'), c.req.valid('json').ids)),
    );
}

/** /api/milestones/:id: one milestone of a goal the signed-in user may change. */
export function milestonesRoutes(milestones: MilestonesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .patch(
      '/:id',
      doc('Change a milestone', {
        description:
          'Only the fields sent change; `done` sets or clears the time it was done, null clears the due date.',
        success: { status: 200, description: 'The changed milestone.', schema: milestoneSchema },
      }),
      idParams('id'),
      jsonBody(milestoneUpdateSchema),
      async (c) => c.json(await milestones.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/:id',
      doc('Delete a milestone', { success: { status: 204, description: 'Deleted.' } }),
      idParams('id'),
      async (c) => {
        await milestones.remove(currentUserId(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
