import type { Db } from '../../db/database';
import { writeBehind, writeInOneGo } from '../../write-behind';

/** How often counted page views are written to the database. */
export const PAGE_VIEW_FLUSH_MS = 5_000;
/** Views one client address may add per minute; more are not counted (a reload loop, a scraper). */
const PER_ADDRESS_PER_MINUTE = 30;
/** Distinct (day, page, referrer) rows held between writes; a flood of made-up referrers stops here. */
const MAX_PENDING_KEYS = 5_000;
const REFERRER_MAX = 100;

/** The referring site's domain, without `www.`; '' for none, for this site and for anything unreadable. */
export function referrerDomain(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (host === ownHost.replace(/^www\./, '')) return '';
    return host.slice(0, REFERRER_MAX);
  } catch {
    return '';
  }
}

/** Adds a (day, page, referrer) row's views to the database, creating the row on its first view. */
export const addPageViews = (
  db: Db,
  row: { day: string; path: string; referrerDomain: string; views: number },
) =>
  db
    .insertInto('pageView')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['day', 'path', 'referrerDomain'])
        .doUpdateSet((eb) => ({ views: eb('pageView.views', '+', eb.ref('excluded.views')) })),
    )
    .execute();

/**
 * First-party page views, counted in memory and added to the database every few seconds, one
 * upsert per (UTC day, route pattern, referring domain), all in one transaction. Nothing about
 * the visitor is stored: the address only limits how many views it adds, in memory, for a minute.
 */
export function createPageViewCounter() {
  const pending = new Map<string, number>();
  const perAddress = new Map<string, number>();
  let windowStart = Date.now();
  let db: Db | undefined;

  async function writeAll(): Promise<void> {
    if (!db || pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    const written = await writeInOneGo(
      db,
      batch,
      ([key]) => key,
      (target, [key, views]) => {
        const [day, path, referrerDomain] = key.split('\t') as [string, string, string];
        return addPageViews(target, { day, path, referrerDomain, views });
      },
    );
    for (const [i, [key, views]] of batch.entries()) {
      // Kept for the next write: a view is counted late rather than never.
      if (!written[i]) pending.set(key, (pending.get(key) ?? 0) + views);
    }
  }

  const { flush, schedule } = writeBehind(writeAll, PAGE_VIEW_FLUSH_MS);

  return {
    /** Counts one view; false when it was not counted (limit reached). */
    count(target: Db, view: { path: string; referrerDomain: string; address: string }): boolean {
      db = target;
      const now = Date.now();
      if (now - windowStart > 60_000) {
        perAddress.clear();
        windowStart = now;
      }
      const seen = perAddress.get(view.address) ?? 0;
      if (seen >= PER_ADDRESS_PER_MINUTE) return false;
      const day = new Date(now).toISOString().slice(0, 10);
      const key = `${day}\t${view.path}\t${view.referrerDomain}`;
      if (!pending.has(key) && pending.size >= MAX_PENDING_KEYS) return false;
      perAddress.set(view.address, seen + 1);
      pending.set(key, (pending.get(key) ?? 0) + 1);
      schedule();
      return true;
    },
    flush,
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;

/** This process's counter; the server writes it out before it stops. */
export const pageViews = createPageViewCounter();
