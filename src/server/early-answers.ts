import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { SessionReader } from './auth/session-reader';

/**
 * What a kept answer sends: 304 when the client holds its tag, else the body kept for the tag.
 * Its headers are a flat name, value, name, value list, as Node's `writeHead` takes them.
 */
export type KeptAnswer = {
  status: 200 | 304;
  headers: string[];
  body: string | null;
};

/**
 * A read answered from what is kept, for a signed-in user with a verified address; undefined
 * leaves the request to the full route (nothing kept for it yet).
 */
export type EarlyRoute = {
  /** The route's pattern as the request metrics name it. */
  pattern: string;
  answer(userId: string, ifNoneMatch: string | undefined): Promise<KeptAnswer | undefined>;
};

type HeaderList = readonly (readonly [string, string])[];

/** Whether the request may answer early: `true` when it has been answered. */
export type EarlyAnswerer = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | false;

/**
 * Answers the busiest reads (an unchanged list's first page, the usage) before Hono, when all
 * they need is kept in memory: building the web `Request`, running a dozen layers and turning the
 * `Response` back into Node's was half of such a read's CPU time. Why, and what an early answer
 * must keep doing: docs/decisions/0024-early-answers.md.
 *
 * Only an exact path with no query, a GET without a body and a session the shared session reader
 * accepts (signature, expiry, suspension, revocation, with its cache's staleness) may answer
 * early, and only 200 or 304 from the route's own kept answer. Everything else (no or bad
 * session, unverified address, nothing kept, an error on the way) goes to the full route, which
 * answers it as it always has; so does everything while requests are logged one by one.
 */
export function earlyAnswers(options: {
  routes: Record<string, EarlyRoute>;
  readSession: SessionReader;
  /** What every answer carries (the security headers). */
  headers: HeaderList;
  record: (method: string, route: string, status: number, started: number, ended: number) => void;
  enabled: boolean;
}): EarlyAnswerer {
  const routes = new Map(Object.entries(options.routes));
  const everyAnswer = options.headers.flat();

  const answer = async (route: EarlyRoute, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const started = performance.now();
    const current = await options.readSession(nodeCookies(req));
    if (!current?.user.emailVerified) return false;
    const ifNoneMatch = req.headers['if-none-match'];
    const kept = await route.answer(current.user.id, ifNoneMatch);
    if (!kept) return false;
    const headers = [...everyAnswer, 'X-Request-Id', randomUUID(), ...kept.headers];
    // Headers given to writeHead as a list are final: without a length Node would send chunks.
    if (kept.body !== null) headers.push('Content-Length', String(Buffer.byteLength(kept.body)));
    res.writeHead(kept.status, headers);
    res.end(kept.body ?? undefined);
    options.record('GET', route.pattern, kept.status, started, performance.now());
    return true;
  };

  return (req, res) => {
    if (!options.enabled || req.method !== 'GET' || hasBody(req)) return false;
    const route = req.url === undefined ? undefined : routes.get(req.url);
    return route ? answer(route, req, res) : false;
  };
}

/** A Node request's Cookie header, read as from web `Headers` (several headers joined). */
function nodeCookies(req: IncomingMessage) {
  return {
    get(name: string): string | null {
      if (name !== 'cookie') return null;
      return req.headers.cookie ?? null;
    },
  };
}

/** A GET with a body is the full route's to refuse or ignore. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Node's request listener: an early answer where there is one, else the full app. A failure on
 * the early way (a database error while reading the session) leaves the request to the full app,
 * which answers it with its own error handling.
 */
export function withEarlyAnswers(answerEarly: EarlyAnswerer, listener: RequestListener): RequestListener {
  return (req, res) => {
    const early = answerEarly(req, res);
    if (early === false) {
      listener(req, res);
      return;
    }
    early.then(
      (answered) => {
        if (!answered) listener(req, res);
      },
      () => {
        if (!res.headersSent) listener(req, res);
      },
    );
  };
}

/** A `createServer` for `@hono/node-server`'s `serve` whose listener answers early where it can. */
export function serverWithEarlyAnswers(answerEarly: EarlyAnswerer): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, withEarlyAnswers(answerEarly, listener))) as typeof createServer;
}
