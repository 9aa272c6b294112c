/**
 * Goals API throughput: starts the built server (dist/server/main.js) on a free port with a temp
 * DATA_DIR, signs up and verifies a user through the demo outbox, makes them Pro in the database,
 * seeds 1,000 goals, then measures with autocannon GET /api/bucket-list (first page) and
 * POST /api/bucket-list, and the same list bytes from a bare node:http server for comparison.
 * Usage: npm run build:server && npm run bench:goals
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { freePort } from '../tests/support/free-port';

const DURATION_S = 5;
const CONNECTIONS = 20;
const SEED_GOALS = 1000;

if (!existsSync('dist/server/main.js')) throw new Error('Build the server first: npm run build:server');

const dataDir = mkdtempSync(join(tmpdir(), 'someday-bench-goals-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(
  process.execPath,
  [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/server/main.js'],
  {
    env: { PATH: process.env.PATH, PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

async function waitHealthy() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function verifiedSessionCookie(): Promise<string> {
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
  // Pro, so that the measured creates are not stopped by the free plan's 25 goals.
  const db = new SQLite(join(dataDir, 'someday.db'));
  db.prepare(`update "user" set plan = 'pro' where email = ?`).run(email);
  db.close();
  return cookie;
}

const goalBody = (i: number) =>
  JSON.stringify({ title: `Goal number ${i}`, description: 'Seeded for the benchmark', category: 'Travel' });

async function seed(cookie: string) {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  for (let i = 0; i < SEED_GOALS; i += 20) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, j) => {
        const res = await fetch(`${base}/api/bucket-list`, {
          method: 'POST',
          headers,
          body: goalBody(i + j),
        });
        if (res.status !== 201) throw new Error(`seeding answered ${res.status}`);
      }),
    );
  }
}

type Figures = { rps: number; p99: number; non2xx: number; errors: number };

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function bareServer(body: Buffer) {
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  return new Promise<{ port: number; close: () => void }>((resolve) => {
    bare.listen(0, '127.0.0.1', () => {
      const address = bare.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, close: () => bare.close() });
    });
  });
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(38)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms` +
  (f.non2xx || f.errors ? `   (non-2xx ${f.non2xx}, errors ${f.errors})` : '');

try {
  await waitHealthy();
  const cookie = await verifiedSessionCookie();
  const seedStarted = performance.now();
  await seed(cookie);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const firstPage = Buffer.from(
    await (await fetch(`${base}/api/bucket-list`, { headers: { cookie } })).arrayBuffer(),
  );
  const list = await measure({ url: `${base}/api/bucket-list`, headers: { cookie } });
  let created = 0;
  const create = await measure({
    url: `${base}/api/bucket-list`,
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    setupClient: (client) => client.setBody(goalBody(SEED_GOALS + created++)),
  });
  const bare = await bareServer(firstPage);
  const baseline = await measure({ url: `http://127.0.0.1:${bare.port}/` });
  bare.close();

  process.stdout.write(
    [
      `goals bench: ${SEED_GOALS} goals seeded in ${seedSeconds.toFixed(1)} s; autocannon -c ${CONNECTIONS} -d ${DURATION_S}; first page ${firstPage.length} bytes`,
      line('GET /api/bucket-list (first page)', list),
      line('POST /api/bucket-list (Pro)', create),
      line('bare node:http, same body', baseline),
      `GET list vs bare node:http: ${(list.rps / baseline.rps).toFixed(2)}`,
      '',
    ].join('\n'),
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  if (process.env.BENCH_KEEP_DATA) process.stdout.write(`data kept in ${dataDir}\n`);
  else rmSync(dataDir, { recursive: true, force: true });
}
