/** Where scripts/prerender.ts writes the shared page's frame and its renderer (the server reads them). */
export const SHARED_TEMPLATE_FILE = 'prerendered/shared.html';
/** A hidden folder: the server never sends its files (they are for its own use). */
export const SHARED_RENDERER_FILE = '.ssr/render-shared.mjs';

/**
 * The built index.html as the frame of a server-rendered shared page: the stylesheet kept, the
 * app's entry and preloads replaced by the page's one small script (which names the entry, to
 * start the app if it must). The server fills in the language, title, preview tags and the body.
 */
export function sharedPageTemplate(page: string, bootScript: string): string {
  // Without the app page's header outline: this page has its own header.
  const shell = page.replace(/<!-- app-skeleton -->[\s\S]*<!-- \/app-skeleton -->/, '');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(shell);
  if (!entry?.[1]) throw new Error('index.html has no module script');
  if (!/<title>[^<]*<\/title>/.test(shell) || !shell.includes('<div id="root"></div>')) {
    throw new Error('index.html has no title or no empty #root');
  }
  const script = `<script type="module" src="${bootScript}" data-app="${entry[1]}"></script>`;
  return shell
    .replace(entry[0], '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/(<title>[^<]*<\/title>)/, (title) => `${title}\n    ${script}`);
}
