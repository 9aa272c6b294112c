/**
 * The app page's first script (scripts/prerender.ts puts it in place of the entry): the page's
 * skeleton paints first, then the app (the entry named in data-app) is fetched. Requested with the
 * HTML instead, the app's chunks would compete with the stylesheet for the first paint.
 */
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
let started = false;
function start(): void {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
}
// After the next frame is painted; a tab in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
