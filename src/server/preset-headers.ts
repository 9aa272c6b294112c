import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

type HeaderList = readonly (readonly [string, string])[];

/** The Node response under a request served by @hono/node-server; none under `app.request()`. */
function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).setHeader === 'function'
    ? (outgoing as ServerResponse)
    : undefined;
}

/**
 * Runs the rest of the request with these headers on its answer, underneath whatever the route
 * sets itself. Served by Node, they go straight onto the socket's response before the handler,
 * and Node merges the route's headers over them when it writes: a dozen headers added to the web
 * `Response` after the handler (as Hono's own middleware does) cost a third of a small answer's
 * throughput in header validation, sorting and rebuilding. Under `app.request()` they are added
 * to the finished answer where it lacks them, which is the same result.
 */
export async function withHeaders(c: Context, next: Next, headers: HeaderList): Promise<void> {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) {
    if (c.res.headers.has(name)) continue;
    try {
      c.res.headers.set(name, value);
    } catch {
      // The headers of a response fetched from elsewhere cannot change; Hono rebuilds it.
      c.header(name, value);
    }
  }
}

/**
 * Headers for the answer a handler is about to return. Served by Node they go onto the socket's
 * response and nothing is returned, which keeps the answer on the adapter's fast path; else they
 * are returned to be given to `c.body()`.
 */
export function answerHeaders(c: Context, headers: Record<string, string>): Record<string, string> {
  const outgoing = nodeResponse(c);
  if (!outgoing) return headers;
  for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
  return {};
}
