import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

type Window = { start: number; count: number };

/**
 * Fixed-window limit per client address for our own endpoints (better-auth limits its own).
 * In memory: each instance counts for itself.
 */
export function rateLimit(options: { windowMs: number; max: number; key: (c: Context) => string }) {
  const windows = new Map<string, Window>();
  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const key = options.key(c);
    let current = windows.get(key);
    if (!current || now - current.start >= options.windowMs) {
      if (windows.size > 10_000) windows.clear();
      current = { start: now, count: 0 };
      windows.set(key, current);
    }
    current.count += 1;
    if (current.count > options.max) {
      c.header('Retry-After', String(Math.ceil((current.start + options.windowMs - now) / 1000)));
      throw new AppError('RATE_LIMITED');
    }
    return next();
  });
}
