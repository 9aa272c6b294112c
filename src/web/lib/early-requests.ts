import { cachePolicyFor } from '@common/cache-policy';
import { inTasks } from './in-tasks';

/**
 * The reads a signed-in person's first screen needs, started by the boot script (app-boot.ts)
 * while the app's code is still downloading, so the screen does not wait for its code and then,
 * one after the other, for the session and its data. The app takes each answer once, in place of
 * its own first request for that path (api-client.ts); whatever it never asks for is dropped.
 * This module is part of the boot script: it imports nothing heavier than the cache policy.
 */

const STORE = '__somedayEarlyRequests';

/** An early read, sent when its turn comes or when the app asks for it, whichever is first. */
type EarlyRead = { response?: Promise<Response> };
type EarlyStore = Map<string, EarlyRead>;

/**
 * An early answer serves the first screen only. Later, the data may have changed (a write, or
 * another account signed in on this device), so one left untaken this long is dropped.
 */
const EARLY_ANSWER_MS = 10_000;
type WithStore = { [STORE]?: EarlyStore };

/** The request the app makes for a read (apiGet), so an early one is the very same request. */
export function readRequestInit(path: string, signal?: AbortSignal): RequestInit {
  const maxAgeSeconds = Math.round(cachePolicyFor(path).staleTime / 1000);
  return {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Cache-Control': `max-age=${maxAgeSeconds}` },
    signal,
  };
}

/** What every signed-in screen asks first. */
const APP_PATHS = ['/api/auth/get-session', '/api/meta'];
/**
 * What the dashboard shows first: both lists' first pages and the counts beside them; and the
 * member's own categories (the filter) and templates, which its code would otherwise ask for only
 * once it has loaded and drawn the lists.
 */
const DASHBOARD_PATHS = [
  '/api/bucket-list?status=active',
  '/api/bucket-list?status=completed',
  '/api/me/usage',
  '/api/site-settings',
  '/api/me/categories',
  '/api/templates',
];

/** `/` and `/dashboard`, which show a signed-in person the dashboard. */
export function isDashboardPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return path === '/' || path === '/dashboard';
}

/** The reads to start for a page at `pathname` when the server saw a session cookie. */
export function earlyPathsFor(pathname: string): string[] {
  return isDashboardPath(pathname) ? [...APP_PATHS, ...DASHBOARD_PATHS] : APP_PATHS;
}

/** Whether the server saw a session cookie on this page's request (src/server/web-app.ts). */
export function serverSawSession(): boolean | undefined {
  const mark = document.documentElement.dataset.session;
  return mark === undefined ? undefined : mark === '1';
}

export function startEarlyRequests(paths: readonly string[]): void {
  const store: EarlyStore = new Map();
  (window as WithStore)[STORE] = store;
  for (const path of paths) store.set(path, {});
  // The first leaves at once and each other one in a task of its own (or sooner, if the app asks
  // for it first); a read taken or dropped by then is no longer in the store.
  const [first, ...rest] = paths;
  if (first !== undefined) sendStored(store, first);
  inTasks(rest, 1, ([path]) => path !== undefined && sendStored(store, path));
  setTimeout(dropEarlyRequests, EARLY_ANSWER_MS);
}

function sendStored(store: EarlyStore, path: string): void {
  const early = store.get(path);
  if (early) send(path, early);
}

function send(path: string, early: EarlyRead): Promise<Response> {
  if (!early.response) {
    early.response = fetch(path, readRequestInit(path));
    // Nobody may ever take it: a failure then must not surface as an unhandled rejection.
    early.response.catch(() => undefined);
  }
  return early.response;
}

/** Forgets every early answer not yet taken: after any write, sign-out, or the first screen. */
export function dropEarlyRequests(): void {
  if (typeof window !== 'undefined') (window as WithStore)[STORE]?.clear();
}

/** The early answer for `path`, once; later reads of it go to the network as usual. */
export function takeEarlyRequest(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const store = (window as WithStore)[STORE];
  const early = store?.get(path);
  if (!early) return undefined;
  store?.delete(path);
  return send(path, early);
}
