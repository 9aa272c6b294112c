import { type Context, Hono } from 'hono';
import { imageLibraryPageSchema } from '../../../common/api-responses';
import { imageLibraryQuerySchema } from '../../../common/image-library';
import type { AppEnv } from '../../app-env';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { routeDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import type { ImageLibraryService } from './image-library.service';

/** /api/admin/images: every stored file with its owner, size and uses; deletion. */
export function imageLibraryRoutes(service: ImageLibraryService, clientIp: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      routeDoc({
        summary: 'Stored files',
        description:
          'Newest first with owner, size and where each is used; `q` searches the owner’s email, `kind` and `unused` narrow the list. `totalBytes` counts every match.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 200, description: 'A page of files.', schema: imageLibraryPageSchema },
      }),
      queryParams(imageLibraryQuerySchema),
      async (c) => c.json(await service.list(c.req.valid('query'))),
    )
    .delete(
      '/:id',
      routeDoc({
        summary: 'Delete a stored file',
        description:
          'Goals using it lose their picture, memories that are this file are deleted, an avatar is cleared; then the bytes are removed. Audited.',
        tag: 'Admin',
        access: 'admin',
        success: { status: 204, description: 'Deleted.' },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => {
        await service.remove(adminChangeContext(c, clientIp), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
