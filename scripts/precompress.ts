/**
 * After the web build: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/web,
 * so the server sends compressed bytes without compressing per request (src/server/web-app.ts).
 * Source maps are left out: only developer tools ask for them.
 * Usage: tsx scripts/precompress.ts [dist/web]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256;

function precompress(webDir: string): { files: number; before: number; brotli: number } {
  const totals = { files: 0, before: 0, brotli: 0 };
  for (const entry of readdirSync(webDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    // .vite/manifest.json and the like are build records, never served.
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || /(?:^|[/\\])\./.test(relative(webDir, path)))
      continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    // A copy no smaller than the file would only cost a lookup.
    if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
    totals.files += 1;
    totals.before += bytes.length;
    totals.brotli += Math.min(brotli.length, bytes.length);
  }
  return totals;
}

const webDir = process.argv[2] ?? 'dist/web';
const { files, before, brotli } = precompress(webDir);
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
process.stdout.write(`precompressed ${files} files in ${webDir}: ${kb(before)} -> ${kb(brotli)} brotli\n`);
