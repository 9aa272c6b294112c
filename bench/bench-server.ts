import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';

export type BenchServer = {
  base: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
};

/** The built server (dist/server/main.js) on a free port with a temp DATA_DIR, once healthy. */
export async function startBenchServer(name: string): Promise<BenchServer> {
  if (!existsSync('dist/server/main.js')) throw new Error('Build the server first: npm run build:server');
  const dataDir = mkdtempSync(join(tmpdir(), `someday-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
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
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    if (process.env.BENCH_KEEP_DATA) process.stdout.write(`data kept in ${dataDir}\n`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, dataDir, process: server, stop };
}

/** Signs a user up and follows the mailed verification link; returns their email and session cookie. */
export async function verifiedUser(base: string): Promise<{ email: string; cookie: string }> {
  const email = `bench${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ name: 'Bench', email, password: 'a long enough password', callbackURL: '/' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const mailbox = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { links: string[] }[];
  };
  const link = mailbox.messages[0]?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error('no verification mail');
  const verified = await fetch(link, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('verification set no session cookie');
  return { email, cookie };
}
