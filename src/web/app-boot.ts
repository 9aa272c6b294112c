/**
 * The app page's first script (scripts/prerender.ts puts it in place of the entry): the page's
 * skeleton paints first, then the app (the entry named in data-app) is fetched. Requested with the
 * HTML instead, the app's chunks would compete with the stylesheet for the first paint.
 */
import { warmNumberFormats } from './features/goals/lib/numbers';
import { earlyPathsFor, isDashboardPath, serverSawSession, startEarlyRequests } from './lib/early-requests';

const signedIn = serverSawSession() === true;
// A signed-in person's first reads need no app code: they travel while it downloads.
if (signedIn) startEarlyRequests(earlyPathsFor(window.location.pathname));
if (signedIn && isDashboardPath(window.location.pathname)) warmNumberFormats(document.documentElement.lang);

const boot = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset;
const app = boot?.app;
let started = false;
function start(): void {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
  // The dashboard's own chunks (listed at build) download beside the entry, not after it ran.
  if (signedIn && isDashboardPath(window.location.pathname)) {
    for (const href of boot?.signedIn?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
}
// After the next frame is painted; a tab in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
