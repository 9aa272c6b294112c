import type { Locale } from '@common/limits';
import type { RenderedLanding } from './render-landing';

/** Where the prerendered pages sit inside the built web folder (the server reads them there). */
export const PRERENDERED_DIR = 'prerendered';

export function prerenderedLandingFile(language: Locale, demo: boolean): string {
  return `${PRERENDERED_DIR}/landing-${language}${demo ? '-demo' : ''}.html`;
}

/** The app page's header outline (index.html): pages rendered whole have their own header. */
export const withoutSkeleton = (html: string) =>
  html.replace(/<!-- app-skeleton -->[\s\S]*<!-- \/app-skeleton -->/, '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The built index.html turned into the landing page: its language, title and body, the
 * stylesheet kept, and the app's entry and preloads replaced by the landing page's one script,
 * which names the entry so that it can start the app when needed.
 */
export function landingPageHtml(shell: string, page: RenderedLanding, bootScript: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(shell);
  if (!entry?.[1]) throw new Error('index.html has no module script');
  const script = `<script type="module" src="${bootScript}" data-app="${entry[1]}"></script>`;
  const replaced = (html: string, from: RegExp | string, to: string) => {
    if (!(typeof from === 'string' ? html.includes(from) : from.test(html))) {
      throw new Error(`index.html has no ${String(from)}`);
    }
    return html.replace(from, () => to);
  };
  let html = withoutSkeleton(shell).replace(entry[0], '');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaced(html, /<html lang="[^"]*">/, `<html lang="${page.language}">`);
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>\n    ${script}`);
  return replaced(html, '<div id="root"></div>', `<div id="root">${page.body}</div>`);
}
