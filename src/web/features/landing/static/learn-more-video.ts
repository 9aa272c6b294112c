/**
 * The landing page's "Learn More Video": the same few lines serve the prerendered page (no React)
 * and the app's landing page, so the video costs the first load nothing but this.
 */

const SETTINGS_PATH = '/api/site-settings';
/** The server stores only YouTube's privacy-enhanced embed addresses; anything else is not played. */
const EMBED_PREFIX = 'https://www.youtube-nocookie.com/embed/';

/** The video's embed address from the public settings; null when none is set or the server is away. */
export async function fetchLearnMoreVideo(): Promise<string | null> {
  try {
    const response = await fetch(SETTINGS_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { learnMoreVideoUrl?: unknown };
    const url = body.learnMoreVideoUrl;
    return typeof url === 'string' && url.startsWith(EMBED_PREFIX) ? url : null;
  } catch {
    return null;
  }
}

/** Runs once the page has nothing more urgent to do, so the first paint never waits for it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
