import { Hono } from 'hono';
import { IMAGE_MAX_BYTES, mediaFromUrlSchema } from '../../../common/media';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { multipartFile } from '../../middleware/multipart-file';
import { currentUserId, requireUser } from '../../middleware/session';
import type { MediaService } from './media.service';
import { sendImmutableFile } from './send-file';

/** POST /api/media (multipart, field `file`) and POST /api/media/from-url ({url}). */
export function mediaApiRoutes(media: MediaService) {
  const [limitBody, fileField] = multipartFile('file', IMAGE_MAX_BYTES);
  return new Hono<AppEnv>()
    .use(requireUser)
    .post('/', limitBody, fileField, async (c) =>
      c.json(await media.upload(currentUserId(c), c.req.valid('form').bytes), 201),
    )
    .post('/from-url', jsonBody(mediaFromUrlSchema), async (c) =>
      c.json(await media.importFromUrl(currentUserId(c), c.req.valid('json').url), 201),
    );
}

/**
 * GET /media/:id and /media/:id/thumb (outside /api so <img src> works): the bytes for a viewer
 * the media feature allows, 404 for everyone else, signed-out visitors included.
 */
export function mediaFileRoutes(media: MediaService) {
  return new Hono<AppEnv>()
    .get('/:id', async (c) =>
      sendImmutableFile(c, await media.readFile(c.get('auth')?.user.id ?? null, c.req.param('id'), 'main')),
    )
    .get('/:id/thumb', async (c) =>
      sendImmutableFile(c, await media.readFile(c.get('auth')?.user.id ?? null, c.req.param('id'), 'thumb')),
    );
}
