import { type Context, Hono } from 'hono';
import { activeBackgroundSchema, backgroundImageListSchema } from '../../../common/api-responses';
import {
  BACKGROUND_IMAGE_MAX_BYTES,
  BACKGROUND_IMAGE_MAX_DIMENSION,
  backgroundOrderSchema,
  backgroundPatchSchema,
} from '../../../common/background-images';
import { megabytes } from '../../../common/plans';
import { isAdminRole } from '../../../common/roles';
import type { AppEnv } from '../../app-env';
import { jsonBody } from '../../middleware/json-body';
import { multipartFile } from '../../middleware/multipart-file';
import { idParams } from '../../middleware/path-params';
import { adminDoc, routeDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import { adminChangeContext } from '../admin';
import { sendImmutableFile } from '../media';
import type { BackgroundsService } from './backgrounds.service';

const maxMb = megabytes(BACKGROUND_IMAGE_MAX_BYTES);

const backgroundDoc = (summary: string, description: string) =>
  adminDoc({
    summary,
    description,
    success: {
      status: 200,
      description: 'Every background image, in order.',
      schema: backgroundImageListSchema,
    },
    errors: ['NOT_FOUND', 'CONFLICT'],
  });

/** /api/admin/background-images: the images behind the landing page's hero. */
export function adminBackgroundRoutes(service: BackgroundsService, clientIp: (c: Context<AppEnv>) => string) {
  const ctx = (c: Context<AppEnv>) => adminChangeContext(c, clientIp);
  const [limitBody, fileField] = multipartFile(
    'file',
    BACKGROUND_IMAGE_MAX_BYTES,
    `The file is larger than ${maxMb} MB.`,
  );
  return new Hono<AppEnv>()
    .use(requireAdmin)
    .get(
      '/',
      backgroundDoc('Background images', 'In the order they are listed; at most one is active.'),
      async (c) => c.json(await service.list()),
    )
    .post(
      '/',
      adminDoc({
        summary: 'Upload a background image',
        description: `A JPEG, PNG, GIF or WebP of at most ${maxMb} MB in the multipart field \`file\`, re-encoded without its metadata to at most ${BACKGROUND_IMAGE_MAX_DIMENSION} px on its longest side, with a preview. It goes last in the order, inactive. The site's file: counted against nobody's storage. Audited.`,
        requestBody: {
          media: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'The image.' } },
          },
        },
        success: {
          status: 201,
          description: 'The stored image.',
          schema: backgroundImageListSchema.shape.data.element,
        },
        errors: ['FILE_TOO_LARGE', 'IMAGE_UNREADABLE', 'IMAGE_TOO_LARGE_DIMENSIONS', 'CONFLICT'],
      }),
      limitBody,
      fileField,
      async (c) => c.json(await service.upload(ctx(c), c.req.valid('form').bytes), 201),
    )
    .put(
      '/order',
      backgroundDoc('Reorder the background images', 'Every image’s id exactly once, first first. Audited.'),
      jsonBody(backgroundOrderSchema),
      async (c) => c.json(await service.reorder(ctx(c), c.req.valid('json').ids)),
    )
    .patch(
      '/:id',
      adminDoc({
        summary: 'Change a background image',
        description:
          'Its descriptions in English and Thai, and whether it is the active one: activating one retires the image that was active. Audited.',
        success: {
          status: 200,
          description: 'The image as it is now.',
          schema: backgroundImageListSchema.shape.data.element,
        },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      jsonBody(backgroundPatchSchema),
      async (c) => c.json(await service.update(ctx(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete(
      '/:id',
      adminDoc({
        summary: 'Delete a background image',
        description: 'The row and its files; the landing page loses it if it was active. Audited.',
        success: { status: 204, description: 'Deleted.' },
        errors: ['NOT_FOUND'],
      }),
      idParams('id'),
      async (c) => {
        await service.remove(ctx(c), c.req.param('id'));
        return c.body(null, 204);
      },
    );
}

/** /api/background-images: what the landing page shows behind its hero, and the bytes. */
export function backgroundRoutes(service: BackgroundsService) {
  const fileDoc = (summary: string) =>
    routeDoc({
      summary,
      description:
        'The active image’s for anyone (cached a year: a new image is a new address); any other’s for administrators only, 404 for everyone else.',
      tag: 'System',
      access: 'public',
      success: { status: 200, description: 'The bytes, with their stored type.', media: 'image/jpeg' },
      errors: ['NOT_FOUND'],
    });
  const send = async (c: Context<AppEnv>, variant: 'main' | 'preview') => {
    const file = await service.readFile(
      c.req.param('id') ?? '',
      variant,
      isAdminRole(c.get('auth')?.user.role),
    );
    return sendImmutableFile(c, file, { shared: file.shared });
  };
  return new Hono<AppEnv>()
    .get(
      '/active',
      routeDoc({
        summary: 'The landing page’s background image',
        description:
          'The active background image with its description in English and Thai; null when none is active. Cached for five minutes.',
        tag: 'System',
        access: 'public',
        success: { status: 200, description: 'The image, or null.', schema: activeBackgroundSchema },
      }),
      async (c) => {
        // Every landing page asks; an administrator's change shows within five minutes.
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(await service.active());
      },
    )
    .get('/files/:id', fileDoc('A background image’s bytes'), idParams('id'), (c) => send(c, 'main'))
    .get('/previews/:id', fileDoc('A background image’s preview'), idParams('id'), (c) => send(c, 'preview'));
}
