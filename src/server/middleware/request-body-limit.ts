import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

/** How many bytes a request body may have; null when the route limits its own body while streaming. */
export type BodyLimitOf = (method: string, path: string) => number | null;

function tooLarge(maxBytes: number) {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`,
  );
}

/**
 * True when Node's parser saw no body: HTTP/1.1 frames a request body only by Content-Length or
 * Transfer-Encoding. Asking the request itself (`c.req.raw.body`) would build a full web Request
 * with its AbortController on every GET, a few percent of a short request's cost.
 */
function carriesNoBody(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return false;
  const headers = incoming.headers;
  return (
    (headers['content-length'] === undefined || headers['content-length'] === '0') &&
    headers['transfer-encoding'] === undefined
  );
}

/**
 * Refuses a request body over its route's limit before any handler (better-auth included) reads
 * it: by Content-Length at once, or counted while a chunked body streams in, so no more than the
 * limit is ever held. The rest of the body is read and dropped for a bounded time by the Node
 * adapter (64 MB or 500 ms), so the client, still sending, gets to read the 413.
 */
export function requestBodyLimit(limitOf: BodyLimitOf) {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize: maxBytes,
        onError: () => {
          throw tooLarge(maxBytes);
        },
      });
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };
  return createMiddleware((c, next) => {
    if (carriesNoBody(c)) return next();
    const maxBytes = limitOf(c.req.method, c.req.path);
    if (maxBytes === null) return next();
    return limiterFor(maxBytes)(c, next);
  });
}
