import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';
import { withHeaders } from '../preset-headers';

/**
 * The request's logger, made only when something logs: a pino child per request costs more
 * than the rest of this middleware, and most requests never log.
 */
function lazyChild(logger: Logger, requestId: string): Logger {
  let child: Logger | undefined;
  return new Proxy({} as Logger, {
    get(_, property) {
      child ??= logger.child({ requestId });
      const value: unknown = Reflect.get(child, property, child);
      return typeof value === 'function' ? value.bind(child) : value;
    },
  });
}

/** One request id per request, echoed in a header and carried by every log line of the request. */
export function requestContext(logger: Logger) {
  const logsRequests = logger.isLevelEnabled('debug');
  return createMiddleware<AppEnv>((c, next) => {
    const requestId = randomUUID();
    const log = lazyChild(logger, requestId);
    c.set('requestId', requestId);
    c.set('logger', log);
    const started = performance.now();
    const handled = withHeaders(c, next, [['X-Request-Id', requestId]]);
    if (!logsRequests) return handled;
    return handled.then(() =>
      log.debug(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      ),
    );
  });
}
