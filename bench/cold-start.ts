/**
 * Cold start: time from spawning the built server on an empty data folder (migrations run) until
 * /api/health answers, then again on the same folder (warm disk, migrations already applied);
 * and the server's resident memory (RSS) once it has been idle for a moment after start.
 * Usage: npm run build && npx tsx bench/cold-start.ts [--against=dist/server/other.js]
 * With --against, that build starts in turn with dist/server/main.js, each from its own data
 * folder, so that both see the same machine (how decision 0019 compared them).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';
import { median, range } from './bench-kit';

const IDLE_MS = 2000;

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function startOnce(server: string, dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
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
  // Start-up work in the background (the first media sweep) settles, then memory is read.
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const rss = rssMb(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { ms: elapsed, rss };
}

const runs = 5;
const against = process.argv.find((arg) => arg.startsWith('--against='))?.slice('--against='.length);
const servers = against ? ['dist/server/main.js', against] : ['dist/server/main.js'];
const figures = new Map(
  servers.map((server) => [server, { first: [] as number[], again: [] as number[], rss: [] as number[] }]),
);
for (let i = 0; i < runs; i++) {
  for (const server of servers) {
    const into = figures.get(server) as { first: number[]; again: number[]; rss: number[] };
    const dataDir = mkdtempSync(join(tmpdir(), 'someday-bench-'));
    const empty = await startOnce(server, dataDir);
    const existing = await startOnce(server, dataDir);
    into.first.push(empty.ms);
    into.again.push(existing.ms);
    into.rss.push(empty.rss, existing.rss);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [server, { first, again, rss }] of figures) {
  process.stdout.write(
    `${server}\n` +
      `  cold start to healthy (median of ${runs}): empty data folder ${median(first).toFixed(0)} ms (${range(first)}), existing data folder ${median(again).toFixed(0)} ms (${range(again)})\n` +
      `  RSS after ${IDLE_MS / 1000} s idle: median ${median(rss).toFixed(0)} MB (${range(rss)} MB over ${rss.length} starts)\n`,
  );
}
