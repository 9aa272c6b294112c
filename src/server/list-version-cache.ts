import { createMiddleware } from 'hono/factory';
import { SESSION_CACHE_MS } from './auth/session-reader';

/**
 * How long this process trusts a user's list version row it has read. Every write this process
 * makes drops them all at once (write requests when they finish, `forgetListVersions` for the
 * rest); a write made elsewhere (another instance, a script) counts within this time, as for
 * sessions: docs/decisions/0012-list-version-etag.md.
 */
export const VERSION_CACHE_MS = SESSION_CACHE_MS;
const VERSION_CACHE_MAX = 10_000;

const kept = new Map<string, { row: unknown; readAt: number }>();
/** Bumped by every forgetting: a read that started before one must not fill the cache. */
let epoch = 0;

/** Drops every kept version: call after any write of goals, media or plans outside a request. */
export function forgetListVersions(): void {
  epoch += 1;
  kept.clear();
}

/**
 * The version row of a user, from this process's memory while it is fresh, else from `read`.
 * Kept per user id: one row, whatever the query reading it.
 */
export async function keptListVersion<Row>(userId: string, read: () => Promise<Row>): Promise<Row> {
  const now = Date.now();
  const entry = kept.get(userId);
  if (entry && now - entry.readAt < VERSION_CACHE_MS) return entry.row as Row;
  const startedAt = epoch;
  const row = await read();
  if (startedAt === epoch) {
    kept.delete(userId);
    if (kept.size >= VERSION_CACHE_MAX) kept.delete(kept.keys().next().value as string);
    kept.set(userId, { row, readAt: now });
  }
  return row;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may write (every method but GET, HEAD and OPTIONS), whoever made it and
 * whatever it touched (own goals, a plan through a payment webhook), the kept versions are
 * dropped before the answer leaves, so the next read of any list asks the database.
 */
export const forgetListVersionsAfterWrites = createMiddleware(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    forgetListVersions();
  }
});
