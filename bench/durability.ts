/**
 * Durability under crashes: one data folder (and, on PostgreSQL, one database) survives N cycles
 * of "start the built server, run concurrent writers, SIGKILL it after a random 300-1500 ms,
 * restart it". After every restart each write the server acknowledged (2xx) is looked up through
 * the API, then, with the server stopped, everything acknowledged so far is checked in the
 * database and in DATA_DIR/media: lost writes, duplicates, rows pointing at missing rows, media
 * rows whose files are missing or truncated, and files no row points at.
 * Writers mix goal creates, image uploads followed by a photo memory, and note memories.
 *
 * Usage: npm run build && npm run bench:durability -- [--cycles=25] [--engine=sqlite|postgres|both]
 *          [--writers=16] [--kill-ms=300-1500]
 *   or the same as DURABILITY_CYCLES, DURABILITY_ENGINE, DURABILITY_WRITERS, DURABILITY_KILL_MS.
 *   PG_ADMIN_URL names another PostgreSQL than postgres://postgres@127.0.0.1:5432/test (a fresh
 *   database is created there and dropped at the end); BENCH_KEEP_DATA=1 keeps the data folder, its
 *   server.log and the database (a run that stops on an error keeps them too).
 * SIGKILL ends the process only: the kernel still writes its page cache out, so this shows what a
 * crashed server leaves behind, not what a power cut would (that needs a VM or a faulty disk layer).
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { freePort } from '../tests/support/free-port';
import { type BenchServer, startBenchServer, verifiedUser } from './bench-server';

type Engine = 'sqlite' | 'postgres';

function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
    if (arg === `--${name}` && args[i + 1] !== undefined) return args[i + 1] as string;
  }
  return process.env[`DURABILITY_${name.toUpperCase()}`] ?? fallback;
}

const CYCLES = Number(option('cycles', '25'));
const WRITERS = Number(option('writers', '16'));
const ENGINE_OPTION = option('engine', 'sqlite');
const ENGINES: Engine[] =
  ENGINE_OPTION === 'both'
    ? ['sqlite', 'postgres']
    : ENGINE_OPTION === 'postgres'
      ? ['postgres']
      : ['sqlite'];
if (!['sqlite', 'postgres', 'both'].includes(ENGINE_OPTION))
  throw new Error(`unknown engine ${ENGINE_OPTION}`);
if (!(CYCLES > 0 && WRITERS > 0)) throw new Error('cycles and writers must be positive numbers');
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KILL_AFTER_MS = option('kill-ms', '300-1500').split('-').map(Number) as [number, number];
if (!(KILL_AFTER_MS[0] >= 0 && KILL_AFTER_MS[1] >= KILL_AFTER_MS[0]))
  throw new Error('kill-ms is a range such as 300-1500');
const REQUEST_TIMEOUT_MS = 60_000;
const API_CHECK_CONCURRENCY = 8;

// A real image, so uploads go through the whole pipeline (sniffing, sharp re-encode, thumbnail).
const JPEG = await sharp({
  create: { width: 160, height: 120, channels: 3, background: { r: 40, g: 120, b: 200 } },
})
  .composite([
    {
      input: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#f5c518' } })
        .png()
        .toBuffer(),
      left: 30,
      top: 20,
    },
  ])
  .jpeg({ quality: 80 })
  .toBuffer();

type Ack = { cycle: number };
type GoalAck = Ack & { title: string };
type MemoryAck = Ack & { goalId: string } & (
    | { type: 'note'; content: string }
    | { type: 'photo'; mediaId: string }
  );

/** What the client knows: writes the server acknowledged, and writes cut off by a kill. */
type Ledger = {
  goals: Map<string, GoalAck>;
  media: Map<string, Ack>;
  memories: Map<string, MemoryAck>;
  goalIds: string[];
  unacked: { goalTitles: string[]; noteContents: string[]; photoMediaIds: string[]; uploads: number };
  refused: Map<string, number>;
};

type CycleFigures = {
  cycle: number;
  killAfterMs: number;
  acked: number;
  cutOff: number;
  apiMissing: string[];
};

type Check = {
  lost: string[];
  duplicates: string[];
  orphanRows: string[];
  missingFiles: string[];
  unreferencedFiles: number;
  unreferencedTempFiles: number;
  unackedStored: number;
  unackedUploadsStored: number;
};

let markerCount = 0;
const runId = randomBytes(4).toString('hex');
const marker = (kind: string) => `dur-${runId}-${kind}-${++markerCount}`;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function writeHeaders(base: string, cookie: string, json = true): Record<string, string> {
  return json ? { origin: base, cookie, 'content-type': 'application/json' } : { origin: base, cookie };
}

/** One write; answers the parsed body of a 2xx, 'refused' for another status, 'cut' when no answer came. */
async function write(
  ledger: Ledger,
  url: string,
  init: RequestInit,
): Promise<{ id: string } | 'refused' | 'cut'> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    return 'cut';
  }
  if (res.status < 200 || res.status > 299) {
    const key = `${new URL(url).pathname.replace(/[0-9a-f-]{36}/g, ':id')} ${res.status}`;
    ledger.refused.set(key, (ledger.refused.get(key) ?? 0) + 1);
    await res.body?.cancel().catch(() => undefined);
    return 'refused';
  }
  try {
    return (await res.json()) as { id: string };
  } catch {
    // The status line arrived but the body did not: the id is unknown, so it is tracked by its marker only.
    return 'cut';
  }
}

async function runWriter(
  base: string,
  cookie: string,
  ledger: Ledger,
  cycle: number,
  stopped: () => boolean,
) {
  let acked = 0;
  let cut = 0;
  while (!stopped()) {
    const roll = Math.random();
    if (ledger.goalIds.length === 0 || roll < 0.4) {
      const title = marker('goal');
      const r = await write(ledger, `${base}/api/bucket-list`, {
        headers: writeHeaders(base, cookie),
        body: JSON.stringify({ title, category: 'Travel' }),
      });
      if (r === 'cut') {
        ledger.unacked.goalTitles.push(title);
        cut++;
      } else if (r !== 'refused') {
        ledger.goals.set(r.id, { cycle, title });
        ledger.goalIds.push(r.id);
        acked++;
      }
    } else if (roll < 0.7) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'durability.jpg');
      const upload = await write(ledger, `${base}/api/media`, {
        headers: writeHeaders(base, cookie, false),
        body: form,
      });
      if (upload === 'cut') {
        ledger.unacked.uploads++;
        cut++;
        continue;
      }
      if (upload === 'refused') continue;
      ledger.media.set(upload.id, { cycle });
      acked++;
      if (stopped()) break;
      const goalId = pick(ledger.goalIds);
      const r = await write(ledger, `${base}/api/bucket-list/${goalId}/memories`, {
        headers: writeHeaders(base, cookie),
        body: JSON.stringify({ type: 'photo', mediaId: upload.id }),
      });
      if (r === 'cut') {
        ledger.unacked.photoMediaIds.push(upload.id);
        cut++;
      } else if (r !== 'refused') {
        ledger.memories.set(r.id, { cycle, goalId, type: 'photo', mediaId: upload.id });
        acked++;
      }
    } else {
      const content = `<p>${marker('note')}</p>`;
      const goalId = pick(ledger.goalIds);
      const r = await write(ledger, `${base}/api/bucket-list/${goalId}/memories`, {
        headers: writeHeaders(base, cookie),
        body: JSON.stringify({ type: 'note', content }),
      });
      if (r === 'cut') {
        ledger.unacked.noteContents.push(content);
        cut++;
      } else if (r !== 'refused') {
        ledger.memories.set(r.id, { cycle, goalId, type: 'note', content });
        acked++;
      }
    }
  }
  return { acked, cut };
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(size, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await each(item);
    }),
  );
}

/** What a client sees after the restart: every write acknowledged in this cycle, read back. */
async function checkThroughApi(
  base: string,
  cookie: string,
  ledger: Ledger,
  cycle: number,
): Promise<string[]> {
  const missing: string[] = [];
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });
  const goals = [...ledger.goals].filter(([, g]) => g.cycle === cycle);
  await inBatches(goals, API_CHECK_CONCURRENCY, async ([id, g]) => {
    const res = await get(`/api/bucket-list/${id}`);
    const body = res.ok ? ((await res.json()) as { title: string }) : null;
    if (body?.title !== g.title) missing.push(`goal ${id} (${res.status})`);
  });
  const media = [...ledger.media].filter(([, m]) => m.cycle === cycle);
  await inBatches(media, API_CHECK_CONCURRENCY, async ([id]) => {
    for (const path of [`/media/${id}`, `/media/${id}/thumb`]) {
      const res = await get(path);
      await res.arrayBuffer();
      if (res.status !== 200) missing.push(`${path} (${res.status})`);
    }
  });
  const memories = [...ledger.memories].filter(([, m]) => m.cycle === cycle);
  const byGoal = new Map<string, string[]>();
  for (const [id, m] of memories) byGoal.set(m.goalId, [...(byGoal.get(m.goalId) ?? []), id]);
  await inBatches([...byGoal], API_CHECK_CONCURRENCY, async ([goalId, ids]) => {
    const res = await get(`/api/bucket-list/${goalId}/memories`);
    const present = new Set(res.ok ? ((await res.json()) as { id: string }[]).map((m) => m.id) : []);
    for (const id of ids)
      if (!present.has(id)) missing.push(`memory ${id} of goal ${goalId} (${res.status})`);
  });
  return missing;
}

type Rows = {
  userId: string;
  goals: { id: string; title: string; imageId: string | null }[];
  memories: { id: string; goalId: string; mediaId: string | null; type: string; content: string | null }[];
  media: { id: string; storageKey: string; thumbKey: string | null; bytes: number }[];
};

const QUERIES = {
  user: 'select id from "user" where email = ?',
  goals: 'select id, title, "imageId" from goal where "userId" = ?',
  memories: 'select id, "goalId", "mediaId", type, content from memory where "userId" = ?',
  // Every user's media: a file is unreferenced only if no row at all points at it.
  media: 'select id, "storageKey", "thumbKey", bytes from media',
};

/** Reads the rows straight from the database, with the server stopped. */
async function readRows(
  engine: Engine,
  dataDir: string,
  databaseUrl: string | undefined,
  email: string,
): Promise<Rows> {
  let query: (sql: string, params?: unknown[]) => Promise<unknown[]>;
  let close: () => Promise<void>;
  if (engine === 'sqlite') {
    const db = new SQLite(join(dataDir, 'someday.db'), { readonly: true, fileMustExist: true });
    query = async (sql, params = []) => db.prepare(sql).all(...params);
    close = async () => {
      db.close();
    };
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    query = async (sql, params = []) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    };
    close = () => client.end();
  }
  try {
    const user = (await query(QUERIES.user, [email]))[0] as { id: string } | undefined;
    if (!user) throw new Error('the bench user is gone');
    return {
      userId: user.id,
      goals: (await query(QUERIES.goals, [user.id])) as Rows['goals'],
      memories: (await query(QUERIES.memories, [user.id])) as Rows['memories'],
      media: ((await query(QUERIES.media)) as Rows['media']).map((m) => ({ ...m, bytes: Number(m.bytes) })),
    };
  } finally {
    await close();
  }
}

function filesOnDisk(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  return readdirSync(mediaDir).flatMap((folder) => {
    const path = join(mediaDir, folder);
    return statSync(path).isDirectory() ? readdirSync(path) : [folder];
  });
}

function checkStore(rows: Rows, ledger: Ledger, mediaDir: string): Check {
  const lost: string[] = [];
  const goals = new Map(rows.goals.map((g) => [g.id, g]));
  const memories = new Map(rows.memories.map((m) => [m.id, m]));
  const media = new Map(rows.media.map((m) => [m.id, m]));
  for (const [id, g] of ledger.goals) {
    const row = goals.get(id);
    if (!row) lost.push(`goal ${id} "${g.title}" (cycle ${g.cycle})`);
    else if (row.title !== g.title)
      lost.push(`goal ${id} title changed to "${row.title}" (cycle ${g.cycle})`);
  }
  for (const [id, m] of ledger.media) if (!media.has(id)) lost.push(`media ${id} (cycle ${m.cycle})`);
  for (const [id, m] of ledger.memories) {
    const row = memories.get(id);
    if (!row) lost.push(`${m.type} memory ${id} on goal ${m.goalId} (cycle ${m.cycle})`);
    else if (m.type === 'note' && row.content !== m.content)
      lost.push(`note memory ${id} content changed to ${JSON.stringify(row.content)} (cycle ${m.cycle})`);
    else if (m.type === 'photo' && row.mediaId !== m.mediaId)
      lost.push(`photo memory ${id} points at ${row.mediaId}, not ${m.mediaId} (cycle ${m.cycle})`);
  }

  const duplicates: string[] = [];
  const counted = (values: (string | null)[], what: string) => {
    const counts = new Map<string, number>();
    for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const [v, n] of counts) if (n > 1) duplicates.push(`${what} ${v} stored ${n} times`);
  };
  counted(
    rows.goals.map((g) => g.title),
    'goal title',
  );
  counted(
    rows.memories.filter((m) => m.type === 'note').map((m) => m.content),
    'note',
  );
  counted(
    rows.memories.map((m) => m.mediaId),
    'photo memory of media',
  );

  const orphanRows: string[] = [];
  for (const m of rows.memories) {
    if (!goals.has(m.goalId)) orphanRows.push(`memory ${m.id}: goal ${m.goalId} missing`);
    if (m.mediaId && !media.has(m.mediaId)) orphanRows.push(`memory ${m.id}: media ${m.mediaId} missing`);
  }
  for (const g of rows.goals)
    if (g.imageId && !media.has(g.imageId)) orphanRows.push(`goal ${g.id}: image ${g.imageId} missing`);

  // A media row promises its files; bytes is the size of the file plus its thumbnail.
  const missingFiles: string[] = [];
  const sizeOf = (key: string) => {
    const path = join(mediaDir, key.slice(0, 2), key);
    return existsSync(path) ? statSync(path).size : null;
  };
  for (const m of rows.media) {
    const main = sizeOf(m.storageKey);
    const thumb = m.thumbKey ? sizeOf(m.thumbKey) : 0;
    if (main === null) missingFiles.push(`media ${m.id}: file ${m.storageKey} missing`);
    if (thumb === null) missingFiles.push(`media ${m.id}: thumbnail ${m.thumbKey} missing`);
    if (main !== null && thumb !== null && main + thumb !== m.bytes)
      missingFiles.push(`media ${m.id}: files hold ${main + thumb} bytes, row says ${m.bytes}`);
  }

  const referenced = new Set(
    rows.media.flatMap((m) => (m.thumbKey ? [m.storageKey, m.thumbKey] : [m.storageKey])),
  );
  let unreferencedFiles = 0;
  let unreferencedTempFiles = 0;
  for (const name of filesOnDisk(mediaDir)) {
    if (name.includes('.tmp-')) unreferencedTempFiles++;
    else if (!referenced.has(name)) unreferencedFiles++;
  }

  const titles = new Set(rows.goals.map((g) => g.title));
  const notes = new Set(rows.memories.map((m) => m.content));
  const photoMedia = new Set(rows.memories.map((m) => m.mediaId));
  const unackedStored =
    ledger.unacked.goalTitles.filter((t) => titles.has(t)).length +
    ledger.unacked.noteContents.filter((c) => notes.has(c)).length +
    ledger.unacked.photoMediaIds.filter((id) => photoMedia.has(id)).length;
  const unackedUploadsStored = rows.media.filter((m) => !ledger.media.has(m.id)).length;
  return {
    lost,
    duplicates,
    orphanRows,
    missingFiles,
    unreferencedFiles,
    unreferencedTempFiles,
    unackedStored,
    unackedUploadsStored,
  };
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `someday_durability_${runId}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const countLines = (text: string, pattern: RegExp) => text.split('\n').filter((l) => pattern.test(l)).length;

async function runEngine(engine: Engine) {
  const started = performance.now();
  const database = engine === 'postgres' ? await createPgDatabase() : null;
  const dataDir = mkdtempSync(join(tmpdir(), `someday-bench-durability-${engine}-`));
  const mediaDir = join(dataDir, 'media');
  const logFile = join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const port = await freePort();
  const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
  const start = () => startBenchServer('durability', { dataDir, port, env, output: logFd });
  const ledger: Ledger = {
    goals: new Map(),
    media: new Map(),
    memories: new Map(),
    goalIds: [],
    unacked: { goalTitles: [], noteContents: [], photoMediaIds: [], uploads: 0 },
    refused: new Map(),
  };
  const cycles: CycleFigures[] = [];
  let server: BenchServer | null = null;
  let check: Check | null = null;
  const lost = new Set<string>();
  let failed = true;
  try {
    server = await start();
    const { email, cookie } = await verifiedUser(server.base);
    const pro = await fetch(`${server.base}/api/billing/demo-checkout`, {
      method: 'POST',
      headers: { origin: server.base, cookie },
    });
    if (!pro.ok) throw new Error(`demo checkout answered ${pro.status}: ${await pro.text()}`);

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      server ??= await start();
      const running: BenchServer = server;
      const before = ledger.goals.size + ledger.media.size + ledger.memories.size;
      const killAfterMs = Math.round(
        KILL_AFTER_MS[0] + Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]),
      );
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, () =>
        runWriter(running.base, cookie, ledger, cycle, () => stopped),
      );
      await new Promise((r) => setTimeout(r, killAfterMs));
      stopped = true;
      await running.kill();
      const results = await Promise.all(writers);
      server = null;

      server = await start();
      const apiMissing = await checkThroughApi(server.base, cookie, ledger, cycle);
      await server.stop();
      server = null;
      check = checkStore(await readRows(engine, dataDir, database?.url, email), ledger, mediaDir);
      for (const item of check.lost) lost.add(item);
      const figures: CycleFigures = {
        cycle,
        killAfterMs,
        acked: ledger.goals.size + ledger.media.size + ledger.memories.size - before,
        cutOff: results.reduce((sum, r) => sum + r.cut, 0),
        apiMissing,
      };
      cycles.push(figures);
      process.stdout.write(
        `${engine} cycle ${String(cycle).padStart(2)}: killed after ${String(killAfterMs).padStart(4)} ms, ` +
          `${String(figures.acked).padStart(4)} acknowledged, ${String(figures.cutOff).padStart(2)} cut off; ` +
          `lost ${check.lost.length}, duplicates ${check.duplicates.length}, orphan rows ${check.orphanRows.length}, ` +
          `missing files ${check.missingFiles.length}, unreferenced files ${check.unreferencedFiles} (+${check.unreferencedTempFiles} temp)` +
          (apiMissing.length ? `, API misses ${apiMissing.length}` : '') +
          '\n',
      );
    }
    failed = false;
  } finally {
    await server?.stop();
    closeSync(logFd);
    // A run that broke off keeps its evidence: the data folder, the server log and the database.
    const keep = failed || Boolean(process.env.BENCH_KEEP_DATA);
    if (keep) process.stdout.write(`data and server.log kept in ${dataDir}\n`);
    if (database && keep) process.stdout.write(`database kept: ${database.url}\n`);
    else await database?.drop();
  }
  const seconds = (performance.now() - started) / 1000;
  const log = readFileSync(logFile, 'utf8');
  if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  return { engine, seconds, cycles, ledger, check: check as Check, lost: [...lost], log };
}

function report(r: Awaited<ReturnType<typeof runEngine>>) {
  const { ledger, check } = r;
  const acked = ledger.goals.size + ledger.media.size + ledger.memories.size;
  const notes = [...ledger.memories.values()].filter((m) => m.type === 'note').length;
  const cutOff = r.cycles.reduce((sum, c) => sum + c.cutOff, 0);
  const apiMissing = r.cycles.flatMap((c) => c.apiMissing);
  const kills = r.cycles.map((c) => c.killAfterMs);
  const perCycle = r.cycles.map((c) => c.acked);
  const rows: [string, string][] = [
    [
      'cycles (SIGKILL + restart)',
      `${r.cycles.length}, killed after ${Math.min(...kills)}-${Math.max(...kills)} ms`,
    ],
    ['writers', String(WRITERS)],
    [
      'acknowledged writes',
      `${acked} (goals ${ledger.goals.size}, uploads ${ledger.media.size}, photo memories ${ledger.memories.size - notes}, notes ${notes}); ${Math.min(...perCycle)}-${Math.max(...perCycle)} per cycle`,
    ],
    ['lost (acknowledged, not stored)', String(r.lost.length)],
    ['missing through the API after restart', String(apiMissing.length)],
    ['duplicates', String(check.duplicates.length)],
    ['orphan rows', String(check.orphanRows.length)],
    ['missing or truncated files', String(check.missingFiles.length)],
    [
      'unreferenced files (garbage, swept after 1 h)',
      `${check.unreferencedFiles} complete + ${check.unreferencedTempFiles} temp`,
    ],
    [
      'cut off by a kill (no answer)',
      `${cutOff}; stored anyway: ${check.unackedStored} goals/memories, ${check.unackedUploadsStored} uploads`,
    ],
    [
      'refused (non-2xx)',
      ledger.refused.size ? [...ledger.refused].map(([k, n]) => `${k} x${n}`).join(', ') : '0',
    ],
    ['server log lines at error/fatal', String(countLines(r.log, /"level":(50|60)/))],
    ['elapsed', `${r.seconds.toFixed(1)} s`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\ndurability, ${r.engine}\n`);
  for (const [k, v] of rows) process.stdout.write(`  ${k.padEnd(width)}  ${v}\n`);
  const details: [string, string[]][] = [
    ['lost', r.lost],
    ['missing through the API', apiMissing],
    ['duplicates', check.duplicates],
    ['orphan rows', check.orphanRows],
    ['missing files', check.missingFiles],
  ];
  for (const [what, items] of details) {
    if (items.length === 0) continue;
    process.stdout.write(`  ${what}:\n`);
    for (const item of items.slice(0, 20)) process.stdout.write(`    ${item}\n`);
    if (items.length > 20) process.stdout.write(`    ... and ${items.length - 20} more\n`);
  }
}

const results = [];
for (const engine of ENGINES) results.push(await runEngine(engine));
for (const r of results) report(r);
