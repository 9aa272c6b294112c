import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store` unless the route chose its own. Set on the finished response's own
 * headers: `c.header()` after the handler would rebuild the response around a stream, which cost
 * a third of a list request's throughput. A response with immutable headers (one fetched from
 * elsewhere) is the rare case that still gets rebuilt.
 */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (headers.has('Cache-Control')) return;
  try {
    headers.set('Cache-Control', 'no-store');
  } catch {
    c.header('Cache-Control', 'no-store');
  }
});
