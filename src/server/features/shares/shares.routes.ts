import { Hono } from 'hono';
import { shareCreateSchema } from '../../../common/shares';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { idParams } from '../../middleware/path-params';
import { currentUserId, requireUser } from '../../middleware/session';
import type { SharesService } from './shares.service';

/** /api/bucket-list/:id/share: the owner's link to a goal's scrapbook. */
export function goalShareRoutes(shares: SharesService) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/:id/share', idParams('id'), async (c) =>
      c.json(await shares.get(currentUserId(c), c.req.param('id'))),
    )
    .post('/:id/share', idParams('id'), jsonBody(shareCreateSchema), async (c) =>
      c.json(await shares.create(currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
    )
    .delete('/:id/share', idParams('id'), async (c) => {
      await shares.revoke(currentUserId(c), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** /api/shared/:token: the public scrapbook, no session needed. */
export function sharedRoutes(shares: SharesService) {
  return new Hono<AppEnv>().get('/:token', idParams('token'), async (c) =>
    c.json(await shares.view(c.req.param('token'))),
  );
}
