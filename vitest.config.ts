import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './tests/support/slow-files-first';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * With TEST_DATABASE_URL the suite runs again on PostgreSQL (`.ci/run` runs it both ways): only
 * the files that can reach a database. The web app's and the shared contract's tests reach none,
 * so a second run of them would test nothing new.
 */
const include = process.env.TEST_DATABASE_URL
  ? ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts']
  : ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: { '@common': here('./src/common'), '@web': here('./src/web'), '@server': here('./src/server') },
  },
  test: {
    include,
    environment: 'node',
    setupFiles: [
      here('./tests/support/fail-on-console-error.ts'),
      here('./tests/support/no-network-in-component-tests.ts'),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which is one worker on a two-core
    // machine. Most of a test's time waits on a server, a database or a mail inbox, so a second
    // worker fills those gaps; each file has its own database and ports.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowFilesFirst },
  },
});
