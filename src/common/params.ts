import { z } from 'zod';
import { ID_PATTERN, SHARE_TOKEN_PARAM } from './urls';

/** A path id or token; anything else names nothing (the routes answer 404 for it). */
export const idSchema = z.string().regex(ID_PATTERN);

/** `{ name: id, ... }` for a route's path parameters. */
export function idParamsSchema(names: readonly string[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, idSchema])));
}

/** Query of GET /media/:id and /media/:id/thumb: a live share's token lets a visitor see the file. */
export const mediaFileQuerySchema = z.object({
  [SHARE_TOKEN_PARAM]: z.union([idSchema, z.literal('')]).optional(),
});

export const MEDIA_UPLOAD_KINDS = ['image', 'video'] as const;

/** Query of POST /api/media: `kind=video` for a video (with an optional poster); an image otherwise. */
export const mediaUploadQuerySchema = z.object({
  kind: z.enum(MEDIA_UPLOAD_KINDS).optional(),
});

const EMAIL_MESSAGE = 'to must be an email address.';

/** Query of GET /api/dev/mailbox (demo mode): one recipient's mail; empty or absent means everyone's. */
export const mailboxQuerySchema = z.object({
  to: z
    .union([z.email({ message: EMAIL_MESSAGE }), z.literal('')], { message: EMAIL_MESSAGE })
    .optional()
    .transform((to) => to || undefined),
});
