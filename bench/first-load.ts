/**
 * First-load weight of the landing page: the entry script, every chunk it imports statically,
 * the landing route chunk with its static imports, and the CSS, raw and gzip-compressed.
 * Usage: npm run build && npx tsx bench/first-load.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const dist = 'dist/web';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest: run npm run build first');
visit(entry);
visit('routes/landing.tsx');

let raw = 0;
let gzip = 0;
const js = { raw: 0, gzip: 0 };
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes).length;
  raw += bytes.length;
  gzip += zipped;
  if (file.endsWith('.js')) {
    js.raw += bytes.length;
    js.gzip += zipped;
  }
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
process.stdout.write(
  `landing first load: ${files.size} files, JS ${kb(js.raw)} (gzip ${kb(js.gzip)}), all ${kb(raw)} (gzip ${kb(gzip)})\n`,
);
