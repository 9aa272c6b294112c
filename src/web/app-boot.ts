/**
 * The app page's first script (scripts/prerender.ts puts it in place of the entry): the page's
 * skeleton paints first, then the app (the entry named in data-app) is fetched. Requested with the
 * HTML instead, the app's chunks would compete with the stylesheet for the first paint.
 */
import { earlyPathsFor, isDashboardPath, serverSawSession, startEarlyRequests } from './lib/early-requests';
import { intlLocale } from './lib/format-date';
import { inTasks } from './lib/in-tasks';
import { warmIntl } from './lib/warm-intl';

const signedIn = serverSawSession() === true;
// A signed-in person's first reads need no app code: they travel while it downloads.
if (signedIn) startEarlyRequests(earlyPathsFor(window.location.pathname));

const boot = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset;
const app = boot?.app;
const PRELOADS_PER_TASK = 4;

function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

let started = false;
function start(): void {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
  // After the first paint (a worker started before it counted, for Lighthouse, as part of it),
  // in a task of its own.
  if (signedIn) setTimeout(() => warmIntl(intlLocale(document.documentElement.lang)), 0);
  // The dashboard's own chunks (listed at build) download beside the entry, not after it ran;
  // a few per task, as 35 requests started in one task made a long one.
  if (signedIn && isDashboardPath(window.location.pathname)) {
    inTasks(boot?.signedIn?.split(' ').filter(Boolean) ?? [], PRELOADS_PER_TASK, preload);
  }
}

// After the next frame is painted; a tab in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
