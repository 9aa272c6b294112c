import type { Context } from 'hono';

/**
 * Whether an `If-None-Match` header value holds this tag. The comparison is weak, as it must be
 * for GET: `W/"x"` and `"x"` are the same tag; `*` matches any.
 */
export function etagHeld(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Whether the request's `If-None-Match` holds this tag. */
export function holdsEtag(c: Context, etag: string): boolean {
  return etagHeld(c.req.header('If-None-Match'), etag);
}
