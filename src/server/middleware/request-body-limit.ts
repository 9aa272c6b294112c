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
 * How Node's parser frames the request's body: HTTP/1.1 frames one only by Content-Length or
 * Transfer-Encoding, and with a Content-Length alone Node reads exactly that many bytes. Asking
 * the request itself (`c.req.raw.body`, as Hono's `bodyLimit` does first) would build a full web
 * Request with its AbortController and body stream: a fifth of a create's CPU time, and the
 * handler's `json()` then read the body through that stream instead of straight from Node.
 * Undefined when the request did not come through Node (the tests' `app.request`).
 */
function bodyFraming(c: Context): { length: number } | 'none' | 'chunked' | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return undefined;
  const headers = incoming.headers;
  if (headers['transfer-encoding'] !== undefined) return 'chunked';
  const length = headers['content-length'];
  if (length === undefined || length === '0') return 'none';
  return { length: Number.parseInt(length, 10) };
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
    const framing = bodyFraming(c);
    if (framing === 'none') return next();
    const maxBytes = limitOf(c.req.method, c.req.path);
    if (maxBytes === null) return next();
    if (typeof framing === 'object') {
      if (framing.length > maxBytes) throw tooLarge(maxBytes);
      return next();
    }
    return limiterFor(maxBytes)(c, next);
  });
}
