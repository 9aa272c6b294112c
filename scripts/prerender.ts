/**
 * After `vite build`: the landing page as HTML, one file per language and mode, so that a
 * visitor's first load of `/` is that HTML, the stylesheet and one small script (see
 * src/web/features/landing/static). The server picks the file (src/server/web-app.ts).
 * Usage: vite build && tsx scripts/prerender.ts [dist/web]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@common/limits';
import { build } from 'esbuild';
import {
  landingPageHtml,
  PRERENDERED_DIR,
  prerenderedLandingFile,
} from '../src/web/features/landing/static/landing-html';
import { renderLanding } from '../src/web/features/landing/static/render-landing';

const webDir = process.argv[2] ?? 'dist/web';

/** The island as one self-contained file, content-hashed like Vite's assets so it can be cached for good. */
async function buildBootScript(): Promise<string> {
  const result = await build({
    entryPoints: ['src/web/features/landing/static/landing-boot.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild produced no landing script');
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/landing-boot-${hash}.js`;
  writeFileSync(join(webDir, file), code);
  return `/${file}`;
}

const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
const bootScript = await buildBootScript();
mkdirSync(join(webDir, PRERENDERED_DIR), { recursive: true });
for (const language of LOCALES) {
  for (const demo of [false, true]) {
    const html = landingPageHtml(shell, renderLanding(language, demo), bootScript);
    writeFileSync(join(webDir, prerenderedLandingFile(language, demo)), html);
  }
}
process.stdout.write(
  `prerendered the landing page (${LOCALES.join(', ')}; demo and production) with ${bootScript}\n`,
);
