import type { Context } from 'hono';

type FileToSend = {
  size: number;
  mime: string;
  etag: string;
  open(range?: { start: number; end: number }): ReadableStream<Uint8Array>;
};

type Range = { start: number; end: number };

/**
 * One `bytes=` range of RFC 9110 against a file of `size` bytes: `a-b`, `a-` or `-n`.
 * undefined: no usable Range header (several ranges, another unit, garbage), so the whole file is
 * sent, as the RFC allows; null: a well-formed range outside the file (416).
 */
function parseRange(header: string | undefined, size: number): Range | null | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return null;
  return { start, end };
}

/**
 * Stored files never change (a new upload is a new id), so the owner's browser may keep them a year;
 * `private` because each is one user's. The type comes from our row, never sniffed or guessed.
 * Bytes are streamed from the store; a single Range is honoured so videos can seek.
 */
export function sendImmutableFile(
  c: Context,
  file: FileToSend,
  options: { revalidate?: boolean; shared?: boolean } = {},
) {
  const etag = `"${file.etag}"`;
  c.header('ETag', etag);
  // Through a share link the browser asks again each time (a cheap 304), so a revoked or expired
  // link stops showing the file instead of living on in the cache for a year.
  // `shared`: a file of the site's own (a background image), the same for every visitor.
  c.header(
    'Cache-Control',
    options.revalidate
      ? 'private, no-cache'
      : `${options.shared ? 'public' : 'private'}, max-age=31536000, immutable`,
  );
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Accept-Ranges', 'bytes');
  const ifNoneMatch = c.req.header('if-none-match') ?? '';
  if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304);
  }
  // If-Range with another validator: the client's copy is stale, so it gets the whole file.
  const ifRange = c.req.header('if-range');
  const range = ifRange && ifRange !== etag ? undefined : parseRange(c.req.header('range'), file.size);
  if (range === null) {
    c.header('Content-Range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  c.header('Content-Type', file.mime);
  c.header('Content-Disposition', 'inline');
  if (range) {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    c.header('Content-Length', String(range.end - range.start + 1));
    return c.body(file.open(range), 206);
  }
  c.header('Content-Length', String(file.size));
  return c.body(file.open(), 200);
}
