/**
 * `npm start` and `npm test` run this first: it builds only when a source or build setting is
 * newer than the build in dist/, so a second start (or the second engine's test run) takes a
 * second instead of a full build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
  'scripts/build-server.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
// Tests beside the code do not go into the build.
const IGNORED = /\.test\.tsx?$/;

/** Newest modification time under `path` (a file or a folder), 0 when absent. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return IGNORED.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const missing = OUTPUTS.filter((path) => !existsSync(path));
const builtAt = missing.length > 0 ? 0 : Math.min(...OUTPUTS.map((path) => statSync(path).mtimeMs));
const changedAt = Math.max(...INPUTS.map(newestMtime));

if (builtAt >= changedAt) {
  process.stdout.write('The build in dist/ is up to date.\n');
} else {
  process.stdout.write(
    missing.length > 0
      ? 'No build yet: building first.\n'
      : 'Sources changed since the last build: rebuilding.\n',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
