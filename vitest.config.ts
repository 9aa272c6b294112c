import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './tests/support/slow-files-first';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@common': here('./src/common'), '@web': here('./src/web'), '@server': here('./src/server') },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'],
    environment: 'node',
    setupFiles: [here('./tests/support/fail-on-console-error.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    sequence: { sequencer: SlowFilesFirst },
  },
});
