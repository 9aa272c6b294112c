/**
 * After `vite build`: the landing page as HTML, one file per language and mode, so that a
 * visitor's first load of `/` is that HTML, the stylesheet and one small script (see
 * src/web/features/landing/static). The server picks the file (src/server/web-app.ts).
 * Also the shared page's frame, its one script and the module with which the server renders each
 * shared scrapbook (src/web/features/shares/static), and the dashboard's heading, which the server
 * sends with the app's page to a signed-in person (src/web/features/dashboard/static).
 * Usage: vite build && tsx scripts/prerender.ts [dist/web]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCALES } from '@common/limits';
import { build } from 'esbuild';
import {
  DASHBOARD_SKELETON_FILE,
  renderDashboardSkeletons,
} from '../src/web/features/dashboard/static/render-dashboard-skeleton';
import {
  landingPageHtml,
  PRERENDERED_DIR,
  prerenderedLandingFile,
} from '../src/web/features/landing/static/landing-html';
import { renderLanding } from '../src/web/features/landing/static/render-landing';
import {
  SHARED_RENDERER_FILE,
  SHARED_TEMPLATE_FILE,
  sharedPageTemplate,
} from '../src/web/features/shares/static/shared-html';

const webDir = process.argv[2] ?? 'dist/web';

/** An island as one self-contained file, content-hashed like Vite's assets so it can be cached for good. */
async function buildBootScript(entry: string, name: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced no ${name} script`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.js`;
  writeFileSync(join(webDir, file), code);
  return `/${file}`;
}

/**
 * The shared page's renderer with everything it needs (React's server renderer, i18next, the
 * catalogues) in one module, so the server needs none of them installed and loads them only when
 * the first shared page is asked for.
 */
async function buildSharedRenderer(): Promise<void> {
  const outfile = join(webDir, SHARED_RENDERER_FILE);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: ['src/web/features/shares/static/render-shared.tsx'],
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    // React's server renderer for browsers: string rendering only, no Node streams to bundle.
    platform: 'browser',
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    // A dependency of the server too (the schemas in src/common): its own copy, already loaded.
    external: ['zod'],
    logLevel: 'warning',
    metafile: true,
    plugins: [
      {
        // What screens load on demand (the note editor, dialogs) never runs in a server render.
        name: 'no-lazy-chunks',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  }).then((result) => {
    const inputs = Object.entries(result.metafile?.outputs[outfile]?.inputs ?? {});
    const sizes = new Map<string, number>();
    for (const [path, { bytesInOutput }] of inputs) {
      const key = path.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1');
      sizes.set(key, (sizes.get(key) ?? 0) + bytesInOutput);
    }
    if (process.env.PRERENDER_SIZES) {
      for (const [key, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
        process.stdout.write(`  ${String(size).padStart(8)} ${key}\n`);
      }
    }
  });
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };

/** The dashboard's screen and the signed-in header (src/web/routes/lazy-pages.ts). */
const SIGNED_IN_SCREENS = ['routes/dashboard.tsx', 'components/layout/signed-in-header.tsx'];

/**
 * The files of a signed-in person's first screen with every chunk they import, but not the entry:
 * the boot script asks for them beside the entry, instead of after it ran (src/web/app-boot.ts).
 */
function signedInChunks(): string[] {
  const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of SIGNED_IN_SCREENS) {
    if (!manifest[key]) throw new Error(`the build has no chunk for ${key}`);
    visit(key);
  }
  return [...files];
}

/** index.html with the app's entry and preloads replaced by the boot script that names the entry. */
function appPageHtml(page: string, bootScript: string): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(page);
  if (!entry?.[1]) throw new Error('index.html has no module script');
  const signedIn = signedInChunks().join(' ');
  return page
    .replace(
      entry[0],
      () =>
        `<script type="module" src="${bootScript}" data-app="${entry[1]}" data-signed-in="${signedIn}"></script>`,
    )
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
// This script replaces index.html's entry: a second run needs Vite's page again.
if (shell.includes('data-app='))
  throw new Error(`${webDir}/index.html was prerendered already: run vite build first`);
const bootScript = await buildBootScript('src/web/features/landing/static/landing-boot.ts', 'landing-boot');
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
const sharedScript = await buildBootScript('src/web/features/shares/static/shared-boot.ts', 'shared-boot');
writeFileSync(join(webDir, SHARED_TEMPLATE_FILE), sharedPageTemplate(shell, sharedScript));
await buildSharedRenderer();
process.stdout.write(`built the shared page's frame and renderer with ${sharedScript}\n`);

writeFileSync(join(webDir, DASHBOARD_SKELETON_FILE), JSON.stringify(renderDashboardSkeletons()));
process.stdout.write(`rendered the dashboard's heading (${LOCALES.join(', ')})\n`);

// Last, the app's own page: its skeleton paints before the app's chunks are asked for.
const appScript = await buildBootScript('src/web/app-boot.ts', 'app-boot');
writeFileSync(join(webDir, 'index.html'), appPageHtml(shell, appScript));
process.stdout.write(`the app's page starts with ${appScript}\n`);
