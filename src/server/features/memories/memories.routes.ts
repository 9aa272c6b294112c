import { Hono } from 'hono';
import { z } from 'zod';
import { memorySchema } from '../../../common/api-responses';
import { memoryCreateSchema, memoryUpdateSchema } from '../../../common/memories';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import type { MemoriesService } from './memories.service';

/** /api/bucket-list/:id/memories: a goal's scrapbook. */
export function goalMemoriesRoutes(memories: MemoriesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get(
      '/:id/memories',
      routeDoc({
        summary: "List a goal's memories",
        tag: 'Memories',
        access: 'user',
        success: { status: 200, description: 'Its memories, newest first.', schema: z.array(memorySchema) },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => c.json(await memories.list(currentUserId(c), c.req.param('id'))),
    )
    .post(
      '/:id/memories',
      routeDoc({
        summary: 'Add a memory to a goal',
        description:
          'A photo or video names a file uploaded first through POST /api/media; a note carries HTML, sanitised before it is stored.',
        tag: 'Memories',
        access: 'user',
        success: { status: 201, description: 'The new memory.', schema: memorySchema },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(memoryCreateSchema),
      async (c) =>
        c.json(await memories.create(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    );
}

/** /api/memories/:id: one memory of the signed-in user. */
export function memoriesRoutes(memories: MemoriesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .patch(
      '/:id',
      routeDoc({
        summary: 'Change a memory',
        tag: 'Memories',
        access: 'user',
        success: { status: 200, description: 'The changed memory.', schema: memorySchema },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(memoryUpdateSchema),
      async (c) => c.json(await memories.update(currentUserId(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/:id',
      routeDoc({
        summary: 'Delete a memory',
        tag: 'Memories',
        access: 'user',
        success: { status: 204, description: 'Deleted.' },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => {
        await memories.remove(currentUserId(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
