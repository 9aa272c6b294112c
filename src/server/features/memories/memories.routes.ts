import { Hono } from 'hono';
import { memoryCreateSchema, memoryUpdateSchema } from '../../../common/memories';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { currentUserId, requireUser } from '../../middleware/session';
import type { MemoriesService } from './memories.service';

/** /api/bucket-list/:id/memories: a goal's scrapbook. */
export function goalMemoriesRoutes(memories: MemoriesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/:id/memories', idParams('id'), async (c) =>
      c.json(await memories.list(currentUserId(c), c.req.param('id'))),
    )
    .post('/:id/memories', idParams('id'), jsonBody(memoryCreateSchema), async (c) =>
      c.json(await memories.create(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    );
}

/** /api/memories/:id: one memory of the signed-in user. */
export function memoriesRoutes(memories: MemoriesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .patch('/:id', idParams('id'), jsonBody(memoryUpdateSchema), async (c) =>
      c.json(await memories.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', idParams('id'), async (c) => {
      await memories.remove(currentUserId(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
