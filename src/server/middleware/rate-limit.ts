import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

type Window = { start: number; count: number };

/**
 * Fixed-window counter per key (a client address, an account's email). In memory: each instance
 * counts for itself. `hit` answers the seconds to wait when the key is over its limit, else null.
 */
export function fixedWindowCounter(options: { windowMs: number; max: number }) {
  const windows = new Map<string, Window>();
  return {
    hit(key: string): number | null {
      const now = Date.now();
      let current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        if (windows.size > 10_000) windows.clear();
        current = { start: now, count: 0 };
        windows.set(key, current);
      }
      current.count += 1;
      if (current.count <= options.max) return null;
      return Math.ceil((current.start + options.windowMs - now) / 1000);
    },
  };
}

export type WindowCounter = ReturnType<typeof fixedWindowCounter>;

/**
 * Fixed-window limit per client address for our own endpoints (better-auth limits its own). A
 * counter passed in is shared with whoever else counts the same requests (an early answer).
 */
export function rateLimit(
  options: ({ windowMs: number; max: number } | { counter: WindowCounter }) & { key: (c: Context) => string },
) {
  const counter = 'counter' in options ? options.counter : fixedWindowCounter(options);
  return createMiddleware(async (c, next) => {
    const retryAfter = counter.hit(options.key(c));
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED');
    }
    return next();
  });
}
