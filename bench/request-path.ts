/**
 * Per-request cost of the API against a bare node:http server that serves the same bytes from its
 * own process. Starts the built server (dist/server/main.js) on SQLite and, when reachable, on a
 * fresh PostgreSQL database; signs up a Pro user, seeds 1,000 goals and a share link, then runs
 * autocannon against GET /api/bucket-list (first page of 50), GET /api/shared/:token,
 * GET /api/me/usage and POST /api/bucket-list, each followed by the bare server with the same
 * answer and sent the same requests (interleaved), several rounds. Prints req/s, ratio to bare,
 * p99 and the server's CPU time per request as ranges. A second bare server sends the app's own answer headers too (the same
 * bytes on the wire, security headers included); its column shows what the headers alone cost.
 * Usage: npm run build:server && npm run bench:request-path -- [--engine=sqlite|postgres|both]
 *   [--rounds=3] [--duration=5] [--connections=50] [--only=usage]; BENCH_PG_URL names the PostgreSQL
 *   server (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_NODE_ARGS is passed to
 *   the server's node (e.g. --cpu-prof).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { arg, PG_URL, range, scratchPostgres } from './bench-kit';
import { type BenchServer, startBenchServer, verifiedUser } from './bench-server';

const ROUNDS = Number(arg('rounds', '3'));
const DURATION_S = Number(arg('duration', '5'));
const CONNECTIONS = Number(arg('connections', '50'));
/** Measure only endpoints whose name contains this (e.g. `usage`), to profile one at a time. */
const ONLY = arg('only', '');
const SEED_GOALS = 1000;

type Figures = { rps: number; p99: number; bad: number; cpuUs: number };
type Endpoint = {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  status: number;
  /** The answer the bare server repeats. */
  body: Buffer;
  /** The app's answer headers, which the second bare server repeats too (the same bytes on the wire). */
  headers: Record<string, string>;
  options: Partial<autocannon.Options>;
  /** Options that must be current when the round starts (an ETag the last round's writes moved). */
  current?: () => Promise<Partial<autocannon.Options>>;
};

const goalBody = (i: number) =>
  JSON.stringify({ title: `Goal number ${i}`, description: 'Seeded for the benchmark', category: 'Travel' });
/**
 * The shared page is limited to 120 reads a minute per address, so its requests come from many
 * addresses behind the proxy. They are built once, before the run: autocannon rebuilds a request
 * from `setupRequest` on every send, and that work, on the cores the client shares with the
 * server, held the app's run to what the client could send (0.39-0.42 of bare where the app
 * could answer 0.62-0.65). At 80,000 requests a second, a 5 s run gives each of 16,384
 * addresses 25 reads, so four runs in one minute stay under the limit.
 *
 * Each connection cycles through a slice of its own. Given as `requests`, the one list was built
 * again by every connection as autocannon made it, 50 times 16,384 requests: about 8 s in which
 * the first requests already sent waited for their answers to be read, so each run took 13-16 s
 * instead of 5, its slowest answer 8-10 s, and a few timed out (10 s), on the app and the bare
 * servers alike.
 */
const ADDRESS_POOL = 16_384;
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
function fromManyAddresses(): Pick<autocannon.Options, 'setupClient'> {
  const perConnection = Math.ceil(ADDRESS_POOL / CONNECTIONS);
  let next = 0;
  return {
    setupClient(client) {
      const first = next;
      next += perConnection;
      client.setRequests(
        Array.from({ length: perConnection }, (_, k) => ({
          headers: { 'x-forwarded-for': address((first + k) % ADDRESS_POOL) },
        })),
      );
    },
  };
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
function cpuTimeUs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Throughput and p99 under load, and the server's CPU time per answered request: the machine is
 * shared, so req/s moves with whatever else runs while CPU per request hardly does.
 */
async function measure(
  options: autocannon.Options,
  pid: number | undefined,
  status: number,
): Promise<Figures> {
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const expected = result[`${Math.floor(status / 100)}xx` as '2xx' | '3xx'];
  // A run that overruns its duration measured a stalled load generator, not the server.
  if (result.duration > DURATION_S * 1.2)
    console.warn(`warning: a ${DURATION_S} s run of ${options.url} took ${result.duration} s`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    // A timeout counts among the errors too.
    bad: result.requests.total - expected + result.errors,
    cpuUs: (cpuTimeUs(pid) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

/** Headers Node writes itself or that frame the body: the bare server sets those on its own. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The headers of an answer, as the bare server should repeat them. */
function answerHeaders(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !FRAMING.has(name)));
}

/**
 * A bare node:http server in its own process, answering each path with a fixed status and body;
 * with `sameHeaders`, with the app's own answer headers too (security headers, cache policy, tag).
 */
async function startBare(endpoints: Endpoint[], sameHeaders: boolean) {
  // A 304 row shares its path with a 200 row: the bare server sends that whole answer.
  const answers = Object.fromEntries(
    endpoints
      .filter((e) => e.status !== 304)
      .map((e) => [
        `${e.method} ${e.path}`,
        [
          e.status,
          e.body.toString('base64'),
          sameHeaders ? e.headers : { 'content-type': 'application/json' },
        ],
      ]),
  );
  const script = `
    const answers = Object.fromEntries(Object.entries(${JSON.stringify(answers)}).map(([k, [s, b, h]]) => [k, [s, Buffer.from(b, 'base64'), h]]));
    require('node:http').createServer((req, res) => {
      const [status, body, headers] = answers[req.method + ' ' + req.url] ?? [404, Buffer.alloc(0), {}];
      req.resume();
      req.on('end', () => {
        res.writeHead(status, { ...headers, 'content-length': body.length });
        res.end(body);
      });
    }).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function makePro(server: BenchServer, email: string, databaseUrl: string | undefined) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`update "user" set plan = 'pro' where email = $1`, [email]);
    await client.end();
  } else {
    const db = new SQLite(join(server.dataDir, 'someday.db'));
    db.prepare(`update "user" set plan = 'pro' where email = ?`).run(email);
    db.close();
  }
}

async function prepare(server: BenchServer, databaseUrl: string | undefined): Promise<Endpoint[]> {
  const { base } = server;
  const { email, cookie } = await verifiedUser(base);
  await makePro(server, email, databaseUrl);
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const answer = async (res: Response) => ({
    body: Buffer.from(await res.arrayBuffer()),
    headers: answerHeaders(res),
  });
  const post = async (path: string, body: string) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}`);
    return answer(res);
  };
  let firstGoal = '';
  for (let i = 0; i < SEED_GOALS; i += 25) {
    const made = await Promise.all(
      Array.from({ length: 25 }, (_, j) => post('/api/bucket-list', goalBody(i + j))),
    );
    firstGoal ||= (JSON.parse(made[0]?.body.toString() ?? '{}') as { id: string }).id;
  }
  const share = JSON.parse(
    (await post(`/api/bucket-list/${firstGoal}/share`, JSON.stringify({ title: 'My trip' }))).body.toString(),
  ) as { token: string };
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return answer(res);
  };
  let created = 0;
  const list = await get('/api/bucket-list');
  const heldTag = async () => ({
    headers: {
      cookie,
      'if-none-match':
        (await fetch(`${base}/api/bucket-list`, { headers: { cookie } })).headers.get('etag') ?? '',
    },
  });
  return [
    {
      name: 'GET /api/bucket-list (50 of 1,000)',
      path: '/api/bucket-list',
      method: 'GET',
      status: 200,
      ...list,
      options: { headers: { cookie } },
    },
    {
      // What the web app sends for a list it holds: the bare server still sends the whole list.
      name: 'GET /api/bucket-list revalidated, 304',
      path: '/api/bucket-list',
      method: 'GET',
      status: 304,
      ...list,
      options: {},
      current: heldTag,
    },
    {
      name: 'GET /api/shared/:token',
      path: `/api/shared/${share.token}`,
      method: 'GET',
      status: 200,
      ...(await get(`/api/shared/${share.token}`)),
      // Public and limited per address: requests come from many addresses behind the proxy.
      options: fromManyAddresses(),
    },
    {
      name: 'GET /api/me/usage',
      path: '/api/me/usage',
      method: 'GET',
      status: 200,
      ...(await get('/api/me/usage')),
      options: { headers: { cookie } },
    },
    {
      name: 'POST /api/bucket-list (Pro)',
      path: '/api/bucket-list',
      method: 'POST',
      status: 201,
      ...(await post('/api/bucket-list', goalBody(SEED_GOALS))),
      options: {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        setupClient: (client) => client.setBody(goalBody(SEED_GOALS + 1 + created++)),
      },
    },
  ];
}

async function benchEngine(
  engine: 'sqlite' | 'postgres',
  database?: { url: string; drop: () => Promise<void> },
) {
  const databaseUrl = database?.url;
  const server = await startBenchServer(`request-path-${engine}`, {
    env: { TRUST_PROXY: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    const endpoints = (await prepare(server, databaseUrl)).filter((e) => e.name.includes(ONLY));
    const bare = await startBare(endpoints, false);
    const sameBytes = await startBare(endpoints, true);
    const figures = endpoints.map(() => ({
      app: [] as Figures[],
      bare: [] as Figures[],
      sameBytes: [] as Figures[],
    }));
    // Every server is sent the same requests (headers, addresses, bodies): only the answers differ.
    const measureBare = (server: { base: string; pid?: number }, request: autocannon.Options) =>
      measure({ ...request, url: `${server.base}${new URL(request.url).pathname}` }, server.pid, 200);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, endpoint] of endpoints.entries()) {
          const request = {
            url: `${server.base}${endpoint.path}`,
            method: endpoint.method,
            ...endpoint.options,
            ...(await endpoint.current?.()),
          };
          figures[i]?.app.push(await measure(request, server.process.pid, endpoint.status));
          figures[i]?.bare.push(await measureBare(bare, request));
          figures[i]?.sameBytes.push(await measureBare(sameBytes, request));
        }
      }
    } finally {
      bare.stop();
      sameBytes.stop();
    }
    const lines = [
      `${engine}: autocannon -c ${CONNECTIONS} -d ${DURATION_S}, ${ROUNDS} interleaved rounds, ranges over rounds`,
      `${'endpoint'.padEnd(36)} ${'req/s'.padStart(11)} ${'bare req/s'.padStart(13)} ${'ratio'.padStart(11)} ${'p99 ms'.padStart(8)} ${'bare p99'.padStart(8)} ${'CPU µs/req'.padStart(11)} ${'bare'.padStart(7)} ${'same bytes'.padStart(13)} ${'ratio'.padStart(11)}`,
    ];
    for (const [i, endpoint] of endpoints.entries()) {
      const f = figures[i];
      if (!f) continue;
      const ratios = (to: Figures[]) => f.app.map((a, r) => a.rps / (to[r]?.rps ?? 1));
      const bad = f.app.reduce((n, a) => n + a.bad, 0);
      lines.push(
        `${endpoint.name.padEnd(36)} ${range(f.app.map((a) => a.rps)).padStart(11)} ${range(f.bare.map((b) => b.rps)).padStart(13)} ${range(ratios(f.bare), 2).padStart(11)} ${range(f.app.map((a) => a.p99)).padStart(8)} ${range(f.bare.map((b) => b.p99)).padStart(8)} ${range(f.app.map((a) => a.cpuUs)).padStart(11)} ${range(f.bare.map((b) => b.cpuUs)).padStart(7)} ${range(f.sameBytes.map((b) => b.rps)).padStart(13)} ${range(ratios(f.sameBytes), 2).padStart(11)}` +
          (bad ? `   (${bad} answers not ${endpoint.status} or failed)` : ''),
      );
    }
    lines.push(
      "bare: the same status and body with only Content-Type; same bytes: with the app's own answer headers too",
    );
    process.stdout.write(`${lines.join('\n')}\n\n`);
  } finally {
    await server.stop();
    await database?.drop();
  }
}

const wanted = arg('engine', 'both');
if (wanted !== 'postgres') await benchEngine('sqlite');
if (wanted !== 'sqlite') {
  const database = await scratchPostgres('bench_request_path');
  if (database) await benchEngine('postgres', database);
  else process.stdout.write(`postgres: not reachable at ${PG_URL}, skipped\n`);
}
