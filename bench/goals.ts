/**
 * Goals API throughput: starts the built server (dist/server/main.js) on a free port with a temp
 * DATA_DIR, signs up and verifies a user through the demo outbox, makes them Pro in the database,
 * seeds 1,000 goals, then measures with autocannon GET /api/bucket-list (first page) and
 * POST /api/bucket-list, and the same list bytes from a bare node:http server for comparison.
 * Usage: npm run build:server && npm run bench:goals
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { startBenchServer, verifiedUser } from './bench-server';

const DURATION_S = 5;
const CONNECTIONS = 20;
const SEED_GOALS = 1000;

const server = await startBenchServer('goals');
const { base, dataDir } = server;

async function verifiedSessionCookie(): Promise<string> {
  const { email, cookie } = await verifiedUser(base);
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
  await server.stop();
}
