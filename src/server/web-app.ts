import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { sharedPageUrl } from '../common/urls';
import type { AppEnv } from './app-env';

export type SharePreviewSource = (
  token: string,
) => Promise<{ title: string; description: string; imageUrl: string | null } | null>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string);

/** Open Graph and Twitter card tags of a shared scrapbook, every value escaped. */
function previewTags(preview: { title: string; description: string; imageUrl: string | null }, url: string) {
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
  ];
  if (preview.imageUrl) {
    tags.push(['property', 'og:image', preview.imageUrl], ['name', 'twitter:image', preview.imageUrl]);
  }
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/**
 * The built single-page app: hashed assets cached for a year, every other GET path answers
 * index.html so the client router decides (unknown paths are screens, not 404s).
 * A shared scrapbook's page carries its link-preview tags, since crawlers run no script;
 * a dead link gets the plain page and the client says 'Scrapbook Not Found'.
 */
export function webAppRoutes(
  webDir: string,
  options: { baseUrl: string; sharePreview?: SharePreviewSource },
) {
  const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  const app = new Hono<AppEnv>()
    .use(
      '/assets/*',
      serveStatic({
        root: webDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    )
    .use(
      '*',
      serveStatic({
        root: webDir,
        rewriteRequestPath: (path) => (path === '/' || path === '/index.html' ? '/__none__' : path),
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=3600');
        },
      }),
    );
  const { sharePreview } = options;
  if (sharePreview) {
    app.get('/shared/:token', async (c) => {
      const token = c.req.param('token');
      const preview = await sharePreview(token);
      c.header('Cache-Control', 'no-cache');
      if (!preview || !indexHtml.includes('</head>')) return c.html(indexHtml);
      const url = sharedPageUrl(token, options.baseUrl);
      // A replacer function: a '$' in a title must not act as a replacement pattern.
      const tags = `    ${previewTags(preview, url)}\n  </head>`;
      return c.html(indexHtml.replace('</head>', () => tags));
    });
  }
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
