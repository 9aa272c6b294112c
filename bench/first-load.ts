/**
 * First-load weight of the landing page as a browser sees it: everything Chromium fetches for `/`
 * until the network is idle, against the built server, by a visitor (no cookies) in English and
 * in Thai. "sent" is what came over the wire (brotli or gzip when the server compresses); "gzip"
 * is each body gzipped here, the unit of the 90 KB budget, comparable whatever the server does.
 * Usage: npm run build && npx tsx bench/first-load.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { startBenchServer } from './bench-server';

const BUDGET_JS_GZIP = 90 * 1024;

type Fetched = { url: string; kind: string; sent: number; gzip: number };

function kindOf(response: Response): string {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  if (type.includes('html')) return 'html';
  return 'other';
}

async function fetchedBy(base: string, language: 'en' | 'th'): Promise<Fetched[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext();
    // A language chosen earlier travels in i18next's cookie, which is what the server reads.
    if (language !== 'en') await context.addCookies([{ name: 'i18nextLng', value: language, url: base }]);
    const page = await context.newPage();
    const pending: Array<Promise<Fetched>> = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const url = request.url().replace(base, '');
          if (!response) return { url, kind: 'other', sent: 0, gzip: 0 };
          const [sizes, body] = await Promise.all([
            request.sizes(),
            response.body().catch(() => Buffer.alloc(0)),
          ]);
          return { url, kind: kindOf(response), sent: sizes.responseBodySize, gzip: gzipSync(body).length };
        })(),
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (items: Fetched[], key: 'sent' | 'gzip') => items.reduce((total, item) => total + item[key], 0);

const server = await startBenchServer('first-load', { output: 'ignore' });
let overBudget = false;
try {
  for (const language of ['en', 'th'] as const) {
    const fetched = await fetchedBy(server.base, language);
    const js = fetched.filter((item) => item.kind === 'js');
    if (sum(js, 'gzip') > BUDGET_JS_GZIP) overBudget = true;
    process.stdout.write(
      `landing first load (${language}): ${fetched.length} requests; JS ${js.length} files, ` +
        `sent ${kb(sum(js, 'sent'))}, gzip ${kb(sum(js, 'gzip'))} (budget ${kb(BUDGET_JS_GZIP)}); ` +
        `everything sent ${kb(sum(fetched, 'sent'))}\n`,
    );
    for (const item of fetched) {
      const sizes = `sent ${kb(item.sent).padStart(9)}  gzip ${kb(item.gzip).padStart(9)}`;
      process.stdout.write(`  ${item.kind.padEnd(5)} ${sizes}  ${item.url}\n`);
    }
  }
} finally {
  await server.stop();
}
if (overBudget) {
  process.stdout.write('over the JS budget\n');
  process.exitCode = 1;
}
