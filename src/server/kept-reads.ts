import { createMiddleware } from 'hono/factory';
import { SESSION_CACHE_MS } from './auth/session-reader';

/**
 * How long this process trusts a read it keeps. Every write this process makes drops all of them
 * at once (write requests when they finish, `forgetKeptReads` for the rest); a write made
 * elsewhere (another instance, a script) counts within this time, as for sessions:
 * docs/decisions/0012-list-version-etag.md.
 */
export const KEPT_READ_MS = SESSION_CACHE_MS;

type Entry = { value: unknown; readAt: number };
const stores = new Set<Map<string, Entry>>();
/** Bumped by every forgetting: a read that started before one must not fill a store. */
let epoch = 0;

/** Drops every kept read: call after any write outside a request (a background cleanup). */
export function forgetKeptReads(): void {
  epoch += 1;
  for (const store of stores) store.clear();
}

/**
 * A store of reads kept by key for `KEPT_READ_MS`, at most `max` of them (the oldest go first).
 * `get` answers the kept value while it is fresh, else reads, keeps and answers it.
 */
export function keptReads<Value>(max: number) {
  const kept = new Map<string, Entry>();
  stores.add(kept);
  const fresh = (key: string, now: number) => {
    const entry = kept.get(key);
    return entry && now - entry.readAt < KEPT_READ_MS ? entry : undefined;
  };
  return {
    async get(key: string, read: () => Promise<Value>): Promise<Value> {
      const now = Date.now();
      const entry = fresh(key, now);
      if (entry) return entry.value as Value;
      const startedAt = epoch;
      const value = await read();
      if (startedAt === epoch) {
        kept.delete(key);
        if (kept.size >= max) kept.delete(kept.keys().next().value as string);
        kept.set(key, { value, readAt: now });
      }
      return value;
    },
    /** The kept value while it is fresh, else undefined; reads nothing. */
    peek(key: string): Value | undefined {
      return fresh(key, Date.now())?.value as Value | undefined;
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that may write (every method but GET, HEAD and OPTIONS), whoever made it and
 * whatever it touched (own goals, a plan through a payment webhook, a moderator's take-down), the
 * kept reads are dropped before the answer leaves, so the next read asks the database.
 */
export const forgetKeptReadsAfterWrites = createMiddleware((c, next) =>
  SAFE_METHODS.has(c.req.method) ? next() : next().finally(forgetKeptReads),
);
