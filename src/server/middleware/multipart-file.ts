import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import { AppError } from '../errors';

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Accepts a multipart/form-data body carrying one file in `field`, at most `maxBytes` long.
 * The body is refused with 413 when its Content-Length is too large, and counted while it streams
 * in otherwise (chunked uploads), so no more than the limit is ever buffered. Malformed multipart
 * becomes a 400 through the validator. Answers the file's bytes; their type is judged later.
 */
export function multipartFile(field: string, maxBytes: number, tooLargeMessage?: string) {
  const tooLarge = () => new AppError('FILE_TOO_LARGE', tooLargeMessage);
  const limit = bodyLimit({
    maxSize: maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw tooLarge();
    },
  });
  const parse = validator('form', async (form, c) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
    }
    const file = form[field];
    if (!(file instanceof File))
      throw new AppError('VALIDATION_FAILED', `Attach the file in the field "${field}".`);
    if (file.size > maxBytes) throw tooLarge();
    if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.');
    return { bytes: new Uint8Array(await file.arrayBuffer()) };
  });
  return [limit, parse] as const;
}
