/**
 * Cold start: time from spawning the built server on an empty data folder (migrations run) until
 * /api/health answers, then again on the same folder (warm disk, migrations already applied).
 * Usage: npm run build && npx tsx bench/cold-start.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';

async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const runs = 5;
const first: number[] = [];
const again: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'someday-bench-'));
  first.push(await startOnce(dataDir));
  again.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
process.stdout.write(
  `cold start to healthy (median of ${runs}): empty data folder ${median(first).toFixed(0)} ms, existing data folder ${median(again).toFixed(0)} ms\n`,
);
