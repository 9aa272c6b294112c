/**
 * One oversized request: what a 200 MB body does to the server on routes that read JSON or raw
 * text. For each route the body is sent twice, once chunked (no Content-Length, so only a limit
 * counted while streaming can stop it) and once with an honest Content-Length, written as fast as
 * the socket takes it (1 MB writes, waiting for 'drain'). Each send gets a fresh server, because
 * VmHWM only ever grows: a shared process would hide the peak of every case after the largest.
 * Figures: status and time to the first response byte, body bytes the client had handed to the
 * kernel when the server answered or closed (loopback buffers hold a few MB the server may never
 * have read), growth of VmRSS and VmHWM of the server process, the slowest /api/health answer
 * meanwhile, and whether anything was stored.
 * Usage: npm run build && npm run bench:body-limit   (BODY_LIMIT_MB to change the size)
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type BenchServer, startBenchServer, verifiedUser } from './bench-server';

const MB = 1024 * 1024;
const BODY_BYTES = Number(process.env.BODY_LIMIT_MB ?? 200) * MB;
const ANSWER_TIMEOUT_MS = 120_000;
const SETTLE_MS = 1000;
const CHUNK = Buffer.alloc(MB, 'a');

type Mode = 'chunked' | 'content-length';

type Case = {
  name: string;
  path: string;
  signedIn: boolean;
  /** The JSON around the large string: the filler goes between prefix and suffix. */
  body(email: string): { prefix: string; suffix: string };
  headers?: Record<string, string>;
  /** What the case may have stored, counted before and after. */
  stored: { label: string; count(server: BenchServer, cookie: string): Promise<number> };
  /** More about what was stored, shown when something was. */
  storedDetail?(server: BenchServer): string;
};

function countRows(server: BenchServer, sql: string): number {
  // WAL lets a read-only connection look while the server keeps writing.
  const db = new SQLite(join(server.dataDir, 'someday.db'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const CASES: Case[] = [
  {
    name: 'POST /api/auth/sign-up/email (name)',
    path: '/api/auth/sign-up/email',
    signedIn: false,
    body: () => ({
      prefix: `{"email":"huge-${Date.now()}@example.com","password":"a long enough password","name":"`,
      suffix: '"}',
    }),
    stored: {
      label: 'users',
      count: async (server) => countRows(server, 'select count(*) as n from "user"'),
    },
    storedDetail: (server) =>
      `name of ${(countRows(server, 'select max(length(name)) as n from "user"') / MB).toFixed(1)} MB`,
  },
  {
    name: 'POST /api/auth/sign-in/email (password)',
    path: '/api/auth/sign-in/email',
    signedIn: false,
    body: (email) => ({ prefix: `{"email":"${email}","password":"`, suffix: '"}' }),
    stored: {
      label: 'sessions',
      count: async (server) => countRows(server, 'select count(*) as n from session'),
    },
  },
  {
    name: 'POST /api/billing/stripe/webhook',
    path: '/api/billing/stripe/webhook',
    signedIn: false,
    body: () => ({
      prefix: '{"id":"evt_bench","type":"checkout.session.completed","data":{"object":{"padding":"',
      suffix: '"}}}',
    }),
    headers: { 'stripe-signature': 't=1,v1=00' },
    stored: {
      label: 'billing events',
      count: async (server) => countRows(server, 'select count(*) as n from "billingEvent"'),
    },
  },
  {
    name: 'POST /api/bucket-list (title), signed in',
    path: '/api/bucket-list',
    signedIn: true,
    body: () => ({ prefix: '{"category":"Travel","title":"', suffix: '"}' }),
    stored: {
      label: 'goals',
      count: async (server, cookie) => {
        const res = await fetch(`${server.base}/api/bucket-list`, { headers: { cookie } });
        return ((await res.json()) as { items: unknown[] }).items.length;
      },
    },
  },
];

function memoryMb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

type Sent = {
  status: number | null;
  ttfbMs: number | null;
  /** Body bytes handed to the kernel when the answer (or the close) came. */
  sentBytes: number;
  outcome: string;
  answer: string;
};

/** Sends prefix + filler + suffix (BODY_BYTES in all) and waits for the answer, at most ANSWER_TIMEOUT_MS. */
async function send(
  base: string,
  path: string,
  headers: Record<string, string>,
  prefix: string,
  suffix: string,
  mode: Mode,
): Promise<Sent> {
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  const fill = BODY_BYTES - head.length - tail.length;
  const url = new URL(path, base);
  const started = performance.now();
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      origin: base,
      ...(mode === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(BODY_BYTES) }),
    },
  });
  let flushed = 0;
  let finished = false;
  const result: Sent = { status: null, ttfbMs: null, sentBytes: 0, outcome: '', answer: '' };
  const done = new Promise<void>((resolve) => {
    const finish = (outcome: string) => {
      if (finished) return;
      finished = true;
      if (result.status === null) result.sentBytes = flushed;
      result.outcome = outcome;
      resolve();
    };
    const timer = setTimeout(() => finish(`no answer in ${ANSWER_TIMEOUT_MS / 1000} s`), ANSWER_TIMEOUT_MS);
    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      result.ttfbMs = performance.now() - started;
      result.sentBytes = flushed;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => {
        if (parts.reduce((n, p) => n + p.length, 0) < 4096) parts.push(part);
      });
      const end = () => {
        clearTimeout(timer);
        result.answer = Buffer.concat(parts).toString('utf8').slice(0, 160);
        finish('answered');
      };
      res.on('end', end);
      res.on('error', end);
      res.on('close', end);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      finish(`closed (${error.code ?? error.message}) at ${seconds} s`);
    });
  });
  const stopped = () => finished || result.status !== null;
  const write = async (data: Buffer) => {
    const ok = req.write(data, (error) => {
      if (!error) flushed += data.length;
    });
    if (!ok) await Promise.race([once(req, 'drain').catch(() => undefined), done]);
  };
  const pump = async () => {
    await write(head);
    for (let left = fill; left > 0 && !stopped(); left -= CHUNK.length) {
      await write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left));
    }
    if (!stopped()) req.end(tail, () => (flushed += tail.length));
  };
  await Promise.all([pump(), done]);
  req.destroy();
  return result;
}

type Row = Sent & {
  name: string;
  mode: Mode;
  rssGrowth: number | null;
  hwmGrowth: number | null;
  /** Slowest GET /api/health while the large request was under way: how long other users wait. */
  healthMaxMs: number | null;
  stored: string;
};

/** Polls /api/health one request at a time until `done` settles; answers the slowest round trip. */
async function slowestHealth(base: string, done: Promise<unknown>): Promise<number | null> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest: number | null = null;
  while (!finished) {
    const started = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    slowest = Math.max(slowest ?? 0, performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  return slowest;
}

async function runCase(c: Case, mode: Mode): Promise<Row> {
  const server = await startBenchServer('body-limit');
  try {
    const { email, cookie } =
      c.signedIn || c.path.includes('sign-in') ? await verifiedUser(server.base) : { email: '', cookie: '' };
    const pid = server.process.pid as number;
    const storedBefore = await c.stored.count(server, cookie);
    const before = memoryMb(pid);
    const { prefix, suffix } = c.body(email);
    const headers = { ...c.headers, ...(c.signedIn ? { cookie } : {}) };
    const sending = send(server.base, c.path, headers, prefix, suffix, mode);
    const [sent, healthMaxMs] = await Promise.all([sending, slowestHealth(server.base, sending)]);
    // Let the server finish whatever the request started before reading its memory.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = memoryMb(pid);
    const alive = server.process.exitCode === null && server.process.signalCode === null && after !== null;
    let stored = 'server gone';
    if (alive) {
      const storedAfter = await c.stored.count(server, cookie).catch(() => Number.NaN);
      stored = Number.isNaN(storedAfter)
        ? 'could not count'
        : `${c.stored.label} ${storedBefore} -> ${storedAfter}` +
          (storedAfter > storedBefore
            ? ` STORED${c.storedDetail ? ` (${c.storedDetail(server)})` : ''}`
            : '');
    }
    return {
      ...sent,
      name: c.name,
      mode,
      rssGrowth: before && after ? after.rss - before.rss : null,
      hwmGrowth: before && after ? after.hwm - before.hwm : null,
      healthMaxMs,
      stored,
    };
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
for (const c of CASES) {
  for (const mode of ['chunked', 'content-length'] as const) {
    const row = await runCase(c, mode);
    rows.push(row);
    process.stdout.write(
      `${row.name} [${mode}]: ${row.status ?? row.outcome} ${row.answer ? row.answer.replace(/\s+/g, ' ') : ''}\n`,
    );
  }
}

const mb = (n: number | null) => (n === null ? '-' : `${n >= 0 ? '+' : ''}${n.toFixed(0)}`);
const table = [
  ['case', 'body', 'answer', 'first byte', 'sent MB', 'RSS MB', 'HWM MB', 'health max', 'stored'],
  ...rows.map((r) => [
    r.name,
    r.mode,
    r.status === null ? r.outcome : String(r.status),
    r.ttfbMs === null ? '-' : `${(r.ttfbMs / 1000).toFixed(2)} s`,
    (r.sentBytes / MB).toFixed(1),
    mb(r.rssGrowth),
    mb(r.hwmGrowth),
    r.healthMaxMs === null ? '-' : `${(r.healthMaxMs / 1000).toFixed(2)} s`,
    r.stored,
  ]),
];
const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => (row[i] as string).length))) ?? [];
process.stdout.write(`\nbody limit: one ${BODY_BYTES / MB} MB body per case, fresh server per case\n`);
for (const row of table)
  process.stdout.write(`${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}\n`);
