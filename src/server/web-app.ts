import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The built single-page app: hashed assets cached for a year, every other GET path answers
 * index.html so the client router decides (spec §2: unknown paths are screens, not 404s).
 */
export function webAppRoutes(webDir: string) {
  const indexHtml = readFileSync(join(webDir, 'index.html'), 'utf8');
  return new Hono<AppEnv>()
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
    )
    .get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
}
