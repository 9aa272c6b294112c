import type { Context } from 'hono';

export type FileToSend = { body: Buffer; mime: string; etag: string };

/**
 * Stored files never change (a new upload is a new id), so the browser may keep them for a year;
 * `private` because each is one user's. The type comes from our row, never sniffed or guessed.
 */
export function sendImmutableFile(c: Context, file: FileToSend) {
  const etag = `"${file.etag}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  const ifNoneMatch = c.req.header('if-none-match') ?? '';
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', file.mime);
  c.header('Content-Disposition', 'inline');
  // A view on the same memory, not a copy.
  return c.body(
    new Uint8Array(file.body.buffer as ArrayBuffer, file.body.byteOffset, file.body.byteLength),
    200,
  );
}
