import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';
import { signUpThroughMailbox } from '../tests/support/server-process';

export type BenchServer = {
  base: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM (graceful shutdown), then removes the data folder if this call created it. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash would; the data folder is always kept. */
  kill(): Promise<void>;
};

export type BenchServerOptions = {
  /** An existing data folder, e.g. to restart on the same database; it is never removed. */
  dataDir?: string;
  /** A fixed port, so that a restarted server keeps its BASE_URL (trusted origin, cookies). */
  port?: number;
  /** Added to the server's environment (DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** Where the server's stdout and stderr go: inherited, dropped, or an open file descriptor. */
  output?: 'inherit' | 'ignore' | number;
  startTimeoutMs?: number;
};

/** The built server (dist/server/main.js) on a free port with a temp DATA_DIR, once healthy. */
export async function startBenchServer(name: string, options: BenchServerOptions = {}): Promise<BenchServer> {
  if (!existsSync('dist/server/main.js')) throw new Error('Build the server first: npm run build:server');
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `someday-bench-${name}-`));
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const output = options.output ?? 'inherit';
  const server: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/server/main.js'],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        BASE_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', output, output],
    },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const hasExited = () => server.exitCode !== null || server.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    if (!hasExited()) server.kill(name);
    await exited;
  };
  const stop = async () => {
    await signal('SIGTERM');
    if (!ownDataDir) return;
    if (process.env.BENCH_KEEP_DATA) process.stdout.write(`data kept in ${dataDir}\n`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = () => signal('SIGKILL');
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (hasExited()) {
      await stop();
      throw new Error(`server exited during start-up (code ${server.exitCode}, signal ${server.signalCode})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start within ${(options.startTimeoutMs ?? 30_000) / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base, port, dataDir, process: server, stop, kill };
}

/** Signs a user up and follows the mailed verification link; returns their email and session cookie. */
export async function verifiedUser(base: string): Promise<{ email: string; cookie: string }> {
  const email = `bench${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  return { email, cookie: await signUpThroughMailbox(base, email) };
}
