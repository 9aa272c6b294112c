/**
 * The most a create that waits for its commit can reach on this machine, against the bare server
 * of `bench/request-path.ts`. Three plain node:http servers, each in its own process, are sent the
 * same POST of a goal's JSON by autocannon (50 connections, interleaved rounds):
 * - bare: reads the body and answers 201 with a fixed body;
 * - SQLite: parses the body and inserts one row with a prepared statement, in its own transaction,
 *   into a WAL database with `synchronous=FULL` (as the app opens it), then answers the row;
 * - SQLite grouped: the same, with the creates that arrive in one turn of the event loop in one
 *   transaction (group commit: one flush for several creates, each answered after it);
 * - PostgreSQL (when reachable): the same insert through a pool of 10, as the app's, in a fresh
 *   database it creates and drops; concurrent commits share the server's WAL flushes.
 * No session, no validation, no plan: what is left is the write itself, so the app's create
 * (`bench:request-path`) cannot go above these ratios.
 * Usage: npm run bench:create-floor -- [--rounds=3] [--duration=5] [--connections=50];
 *   BENCH_PG_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { arg, range, scratchPostgres } from './bench-kit';

const ROUNDS = Number(arg('rounds', '3'));
const DURATION_S = Number(arg('duration', '5'));
const CONNECTIONS = Number(arg('connections', '50'));

const BODY = JSON.stringify({
  title: 'Goal number 1',
  description: 'Seeded for the benchmark',
  category: 'Travel',
});

/** Reads a request's body, then hands it on; shared by the three servers. */
const SERVE = `
  const serve = (answer) => require('node:http').createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      Promise.resolve(answer(Buffer.concat(chunks))).then((body) => {
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      }, (error) => { res.writeHead(500); res.end(String(error)); });
    });
  }).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });
  const row = (body) => {
    const input = JSON.parse(body);
    const now = new Date().toISOString();
    return { id: require('node:crypto').randomUUID(), userId: 'bench-user', title: input.title,
      description: input.description, category: input.category, createdAt: now };
  };
`;

/** A SQLite file opened as the app opens it, with a goal table and a prepared insert. */
const OPEN_SQLITE = `
    const db = new (require('better-sqlite3'))(process.env.FLOOR_SQLITE_FILE);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('create table if not exists goal (id text primary key, userId text not null, title text not null, description text, category text not null, createdAt text not null)');
    db.exec('create index if not exists goal_user_created on goal (userId, createdAt, id)');
    const insert = db.prepare('insert into goal values (@id, @userId, @title, @description, @category, @createdAt)');
`;

const SERVERS = {
  bare: `${SERVE} const fixed = JSON.stringify(row(${JSON.stringify(BODY)})); serve(() => fixed);`,
  sqlite: `${SERVE}${OPEN_SQLITE}
    serve((body) => { const goal = row(body); insert.run(goal); return JSON.stringify(goal); });`,
  postgres: `${SERVE}
    const pool = new (require('pg').Pool)({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
    pool.query('create table if not exists goal (id text primary key, "userId" text not null, title text not null, description text, category text not null, "createdAt" text not null); create index if not exists goal_user_created on goal ("userId", "createdAt", id)').then(() => serve(async (body) => {
      const goal = row(body);
      await pool.query('insert into goal values ($1, $2, $3, $4, $5, $6)', Object.values(goal));
      return JSON.stringify(goal);
    }));`,
  // Group commit: the creates that arrive within one turn of the event loop share a transaction,
  // so one flush; each is answered after it.
  sqliteGrouped: `${SERVE}${OPEN_SQLITE}
    const insertAll = db.transaction((goals) => { for (const goal of goals) insert.run(goal); });
    let waiting = [];
    const flush = () => {
      const batch = waiting;
      waiting = [];
      insertAll(batch.map((w) => w.goal));
      for (const w of batch) w.resolve(JSON.stringify(w.goal));
    };
    serve((body) => new Promise((resolve) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ goal: row(body), resolve });
    }));`,
} as const;

type Kind = keyof typeof SERVERS;

async function start(kind: Kind, env: Record<string, string>) {
  const child = spawn(process.execPath, ['-e', SERVERS[kind]], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return { kind, url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function measure(url: string) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

const dir = mkdtempSync(join(tmpdir(), 'someday-create-floor-'));
const database = await scratchPostgres('bench_create_floor');
const servers = [
  await start('bare', {}),
  await start('sqlite', { FLOOR_SQLITE_FILE: join(dir, 'floor.db') }),
  await start('sqliteGrouped', { FLOOR_SQLITE_FILE: join(dir, 'grouped.db') }),
  ...(database ? [await start('postgres', { FLOOR_DATABASE_URL: database.url })] : []),
];
try {
  const figures = new Map(servers.map((s) => [s.kind, [] as Awaited<ReturnType<typeof measure>>[]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) figures.get(server.kind)?.push(await measure(server.url));
  }
  const bare = figures.get('bare') ?? [];
  const lines = [
    `create floor: autocannon -c ${CONNECTIONS} -d ${DURATION_S} POST, ${ROUNDS} interleaved rounds, ranges over rounds`,
    `${'server'.padEnd(50)} ${'req/s'.padStart(13)} ${'ratio'.padStart(11)} ${'p99 ms'.padStart(8)}`,
  ];
  const names: Record<Kind, string> = {
    bare: 'bare (body read, fixed answer)',
    sqlite: 'SQLite insert, WAL, synchronous=FULL',
    sqliteGrouped: 'SQLite, the same, one commit per event loop turn',
    postgres: 'PostgreSQL insert, pool of 10',
  };
  for (const [kind, runs] of figures) {
    const ratios = runs.map((r, i) => r.rps / (bare[i]?.rps ?? 1));
    const bad = runs.reduce((n, r) => n + r.bad, 0);
    lines.push(
      `${names[kind].padEnd(50)} ${range(runs.map((r) => r.rps)).padStart(13)} ${range(ratios, 3).padStart(11)} ${range(runs.map((r) => r.p99)).padStart(8)}` +
        (bad ? `   (${bad} answers not 201 or failed)` : ''),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  for (const server of servers) server.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
}
