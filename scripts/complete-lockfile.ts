/**
 * Adds lockfile entries for optional platform packages that the registry mirror of our build
 * machines does not serve (other operating systems' builds of biome and tailwind's oxide).
 * npm leaves them out of package-lock.json when it cannot resolve them, and `npm ci` then refuses
 * the lockfile as out of sync. Run after `npm install`: `npm run lock:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

type LockPackage = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};
const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
const packages = lock.packages;
const added: string[] = [];

for (const [path, meta] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version: spec.replace(/^[\^~=]/, ''),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
    };
    added.push(`${name}@${packages[hoisted].version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(added.length ? `added ${added.join(', ')}\n` : 'lockfile complete\n');
