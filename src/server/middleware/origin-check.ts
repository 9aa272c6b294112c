import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our own routes, the rule better-auth applies to its own: a state-changing
 * request that carries a cookie must come from one of our origins.
 */
export function originCheck(trustedOrigins: string[]) {
  return createMiddleware((c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? originOf(c.req.header('referer'));
    if (!origin || !trustedOrigins.includes(origin)) throw new AppError('ORIGIN_NOT_ALLOWED');
    return next();
  });
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
