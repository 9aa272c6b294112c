import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { mediaSchema } from '../../../common/api-responses';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../common/media';
import { mediaFromUrlSchema } from '../../../common/media-from-url';
import { mediaFileQuerySchema, mediaUploadQuerySchema } from '../../../common/params';
import { megabytes } from '../../../common/plans';
import { SHARE_TOKEN_PARAM } from '../../../common/urls';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { jsonBody } from '../../middleware/json-body';
import { multipartFile } from '../../middleware/multipart-file';
import { idParams } from '../../middleware/path-params';
import { queryParams } from '../../middleware/query-params';
import { routeDoc } from '../../middleware/route-doc';
import { currentUserId, requireUser } from '../../middleware/session';
import { type MediaService, quotaExceeded } from './media.service';
import { sendImmutableFile } from './send-file';

// Room for the multipart boundaries and part headers, and a poster image beside the video.
const VIDEO_OVERHEAD = IMAGE_MAX_BYTES + 64 * 1024;

const fileOf = (value: unknown) => (value instanceof File && value.size > 0 ? value : null);

/**
 * POST /api/media?kind=video: a video in `file` (MP4 or WebM) and optionally its poster image in
 * `poster`. The body may be as large as the user's remaining storage (VIDEO_MAX_BYTES at most);
 * it is refused by its Content-Length, or counted while it streams in, before anything is
 * stored. Other uploads pass on to the image route.
 */
function videoUpload(media: MediaService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.query('kind') !== 'video') return next();
    const userId = currentUserId(c);
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
    }
    const { remaining, plan, storageLimit } = await media.remainingBytes(userId);
    const tooLarge = () =>
      remaining < VIDEO_MAX_BYTES
        ? quotaExceeded(plan, storageLimit, 'storage')
        : new AppError('FILE_TOO_LARGE', `The video is larger than ${megabytes(VIDEO_MAX_BYTES)} MB.`);
    const limit = bodyLimit({
      maxSize: Math.min(remaining, VIDEO_MAX_BYTES) + VIDEO_OVERHEAD,
      onError: () => {
        throw tooLarge();
      },
    });
    await limit(c, async () => {
      const form = await c.req.parseBody().catch(() => {
        throw new AppError('VALIDATION_FAILED', 'The upload is not valid multipart/form-data.');
      });
      const file = fileOf(form.file);
      if (!file) throw new AppError('VALIDATION_FAILED', 'Attach the video in the field "file".');
      if (file.size > Math.min(remaining, VIDEO_MAX_BYTES)) throw tooLarge();
      const poster = fileOf(form.poster);
      if (poster && poster.size > IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const stored = await media.uploadVideo(
        userId,
        new Uint8Array(await file.arrayBuffer()),
        poster ? new Uint8Array(await poster.arrayBuffer()) : null,
      );
      c.res = c.json(stored, 201);
    });
  });
}

/** POST /api/media (multipart, field `file`; `?kind=video` for a video) and POST /api/media/from-url ({url}). */
export function mediaApiRoutes(media: MediaService) {
  const [limitBody, fileField] = multipartFile('file', IMAGE_MAX_BYTES);
  return new Hono<AppEnv>()
    .use(requireUser)
    .post(
      '/',
      routeDoc({
        summary: 'Upload an image or a video',
        description: `An image (JPEG, PNG, GIF or WebP, at most ${megabytes(IMAGE_MAX_BYTES)} MB) is re-encoded without its metadata. With \`?kind=video\`: an MP4 or WebM video (at most ${megabytes(VIDEO_MAX_BYTES)} MB, and no more than the storage left) and optionally its poster image in \`poster\`.`,
        tag: 'Media',
        access: 'user',
        requestBody: {
          media: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                format: 'binary',
                description: 'The image, or the video with ?kind=video.',
              },
              poster: {
                type: 'string',
                format: 'binary',
                description: 'With ?kind=video: its poster image.',
              },
            },
          },
        },
        success: { status: 201, description: 'The stored file.', schema: mediaSchema },
        errors: [
          'FILE_TOO_LARGE',
          'STORAGE_QUOTA_EXCEEDED',
          'IMAGE_UNREADABLE',
          'IMAGE_TOO_LARGE_DIMENSIONS',
        ],
      }),
      queryParams(mediaUploadQuerySchema),
      videoUpload(media),
      limitBody,
      fileField,
      async (c) => c.json(await media.upload(currentUserId(c), c.req.valid('form').bytes), 201),
    )
    .post(
      '/from-url',
      routeDoc({
        summary: 'Import an image from an address',
        description: 'The server fetches the image (public addresses only) and stores it like an upload.',
        tag: 'Media',
        access: 'user',
        success: { status: 201, description: 'The stored image.', schema: mediaSchema },
        errors: [
          'URL_NOT_ALLOWED',
          'IMAGE_FETCH_FAILED',
          'FILE_TOO_LARGE',
          'STORAGE_QUOTA_EXCEEDED',
          'IMAGE_UNREADABLE',
          'IMAGE_TOO_LARGE_DIMENSIONS',
        ],
      }),
      jsonBody(mediaFromUrlSchema),
      async (c) => c.json(await media.importFromUrl(currentUserId(c), c.req.valid('json').url), 201),
    );
}

/**
 * GET /media/:id and /media/:id/thumb (outside /api so <img src> and <video src> work): the bytes
 * for a viewer the media feature allows (the owner, or anyone with `?share=TOKEN` of a live share
 * showing this file), 404 for everyone else, signed-out visitors included. Range requests work.
 */
export function mediaFileRoutes(media: MediaService) {
  // A token that cannot exist names no share: the file is not found, as for any other stranger.
  const fileQuery = queryParams(mediaFileQuerySchema, { invalid: 'NOT_FOUND' });
  const fileDoc = (summary: string) =>
    routeDoc({
      summary,
      description:
        'For its owner, an administrator, or anyone with `?share=TOKEN` of a live share showing it; 404 for everyone else, signed out included. Range requests work.',
      tag: 'Media',
      access: 'public',
      success: {
        status: 200,
        description: 'The bytes, with their stored type.',
        media: 'application/octet-stream',
      },
      errors: ['NOT_FOUND'],
    });
  const send = async (c: Context<AppEnv>, variant: 'main' | 'thumb') => {
    const share = c.req.query(SHARE_TOKEN_PARAM) || null;
    const file = await media.readFile(c.get('auth')?.user ?? null, share, c.req.param('id') ?? '', variant);
    return sendImmutableFile(c, file, { revalidate: share !== null });
  };
  return new Hono<AppEnv>()
    .get('/:id', fileDoc('A file’s bytes'), idParams('id'), fileQuery, (c) => send(c, 'main'))
    .get('/:id/thumb', fileDoc('A file’s thumbnail or poster'), idParams('id'), fileQuery, (c) =>
      send(c, 'thumb'),
    );
}
