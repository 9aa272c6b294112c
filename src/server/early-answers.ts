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
  headers: readonly string[];
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

/**
 * A public read answered from what is kept, for anyone, with or without a session: its paths are
 * a prefix and one segment. Undefined leaves the request to the full route.
 */
export type EarlyPublicRoute = {
  /** The route's pattern as the request metrics name it. */
  pattern: string;
  /** `segment` is the path after the prefix (no slash, no query); the client's address on demand. */
  answer(segment: string, clientAddress: () => string): KeptAnswer | undefined;
};

type HeaderList = readonly (readonly [string, string])[];

/** Whether the request may answer early: `true` when it has been answered. */
export type EarlyAnswerer = (req: IncomingMessage, res: ServerResponse) => Promise<boolean> | boolean;

/**
 * Answers the busiest reads (an unchanged list's first page, the usage, a shared page) before
 * Hono, when all they need is kept in memory: building the web `Request`, running a dozen layers
 * and turning the `Response` back into Node's was half of such a read's CPU time. Why, and what
 * an early answer must keep doing: docs/decisions/0024-early-answers.md.
 *
 * Only a GET without a body and without a query may answer early, and only 200 or 304 from the
 * route's own kept answer. A signed-in route also needs a session the shared session reader
 * accepts (signature, expiry, suspension, revocation, with its cache's staleness) and a verified
 * address. Everything else (no or bad session, nothing kept, over a rate limit, an error on the
 * way) goes to the full route, which answers it as it always has; so does everything while
 * requests are logged one by one.
 */
export function earlyAnswers(options: {
  /** Signed-in reads by their exact path. */
  routes: Record<string, EarlyRoute>;
  /** Public reads by their path's prefix, which ends in a slash. */
  publicRoutes: Record<string, EarlyPublicRoute>;
  readSession: SessionReader;
  /** The client's address as the full route's rate limits read it. */
  clientAddress: (req: IncomingMessage) => string;
  /** What every answer carries (the security headers). */
  headers: HeaderList;
  record: (method: string, route: string, status: number, started: number, ended: number) => void;
  enabled: boolean;
}): EarlyAnswerer {
  const routes = new Map(Object.entries(options.routes));
  const publicRoutes = Object.entries(options.publicRoutes);
  const everyAnswer = options.headers.flat();

  const send = (res: ServerResponse, kept: KeptAnswer, pattern: string, started: number) => {
    const headers = [...everyAnswer, 'X-Request-Id', randomUUID(), ...kept.headers];
    // Headers given to writeHead as a list are final: without a length Node would send chunks.
    if (kept.body !== null) headers.push('Content-Length', String(Buffer.byteLength(kept.body)));
    res.writeHead(kept.status, headers);
    res.end(kept.body ?? undefined);
    options.record('GET', pattern, kept.status, started, performance.now());
    return true;
  };

  const answer = async (route: EarlyRoute, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const started = performance.now();
    const current = await options.readSession(nodeCookies(req));
    if (!current?.user.emailVerified) return false;
    const kept = await route.answer(current.user.id, req.headers['if-none-match']);
    return kept ? send(res, kept, route.pattern, started) : false;
  };

  const answerPublic = (url: string, req: IncomingMessage, res: ServerResponse): boolean => {
    for (const [prefix, route] of publicRoutes) {
      if (!url.startsWith(prefix)) continue;
      const segment = url.slice(prefix.length);
      if (segment === '' || /[/?#%]/.test(segment)) return false;
      const started = performance.now();
      const kept = route.answer(segment, () => options.clientAddress(req));
      return kept ? send(res, kept, route.pattern, started) : false;
    }
    return false;
  };

  return (req, res) => {
    if (!options.enabled || req.method !== 'GET' || req.url === undefined || hasBody(req)) return false;
    const route = routes.get(req.url);
    return route ? answer(route, req, res) : answerPublic(req.url, req, res);
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
    let early: Promise<boolean> | boolean;
    try {
      early = answerEarly(req, res);
    } catch {
      early = false;
    }
    if (typeof early === 'boolean') {
      if (!early && !res.headersSent) listener(req, res);
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
