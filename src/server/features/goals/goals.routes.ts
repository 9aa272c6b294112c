import { Hono } from 'hono';
import { goalCreateSchema, goalListQuerySchema, goalUpdateSchema } from '../../../common/goals';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { currentUserId, requireUser } from '../../middleware/session';
import type { GoalsService } from './goals.service';

/** /api/bucket-list: the signed-in user's goals (DESIGN "API"). */
export function goalsRoutes(goals: GoalsService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', queryParams(goalListQuerySchema), async (c) =>
      c.json(await goals.list(currentUserId(c), c.req.valid('query'))),
    )
    .post('/', jsonBody(goalCreateSchema), async (c) =>
      c.json(await goals.create(currentUserId(c), c.req.valid('json')), 201),
    )
    .get('/:id', idParams('id'), async (c) => c.json(await goals.get(currentUserId(c), c.req.param('id'))))
    .patch('/:id', idParams('id'), jsonBody(goalUpdateSchema), async (c) =>
      c.json(await goals.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', idParams('id'), async (c) => {
      await goals.remove(currentUserId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/:id/complete', idParams('id'), async (c) =>
      c.json(await goals.complete(currentUserId(c), c.req.param('id'))),
    )
    .post('/:id/restore', idParams('id'), async (c) =>
      c.json(await goals.restore(currentUserId(c), c.req.param('id'))),
    );
}
