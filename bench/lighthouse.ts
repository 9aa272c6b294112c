/**
 * Lighthouse (mobile emulation, its default) with Debian's Chromium against the built server:
 * the landing page in English and Thai, a shared scrapbook, and the dashboard of a Pro user with
 * 50 goals. Prints each page's category scores and paint timings.
 * Usage: npm run build && npx tsx bench/lighthouse.ts   (LIGHTHOUSE_RUNS=3 for the median of 3)
 * LIGHTHOUSE_PAGES=shared,dashboard audits only the pages whose names contain one of those words;
 * LIGHTHOUSE_JSON_DIR=dir keeps each run's full report there (network requests, long tasks, ...),
 * and the trace it was computed from (`*.trace.json`). LIGHTHOUSE_CPU_PROFILE=1 adds V8's sampling
 * profiler to that trace (which functions used the CPU, mapped with the build's source maps); it
 * costs the page time of its own, so compare scores only between runs made the same way.
 * Beside the scores it prints the page's main thread from the trace: the time its tasks took and
 * the CPU they used. On a busy machine the tasks wait for a core and take longer, and Lighthouse
 * scores the time they took; the CPU time moves much less with the machine. Each run's performance
 * score and Lighthouse's `benchmarkIndex` (its measure of the machine's CPU at the time; its docs
 * put a high-end desktop at 1500-2000) tell a slow hour of the machine from a slower page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { e2eSeed } from '../tests/support/e2e-seed';
import { freePort } from '../tests/support/free-port';
import { SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from '../tests/support/seed-user';
import { median } from './bench-kit';
import { startBenchServer } from './bench-server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const CPU_PROFILE = process.env.LIGHTHOUSE_CPU_PROFILE === '1';

type Page = { name: string; path: string; cookie?: string };
type Result = {
  scores: Record<string, number>;
  metrics: Record<string, string>;
  failing: string[];
  mainThread?: MainThread;
  /** Lighthouse's measure of the machine's CPU during the run (higher is faster). */
  benchmarkIndex?: number;
};
type MainThread = { taskMs: number; cpuMs: number };
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

/**
 * The page's main thread in the trace, from the page's navigation on: the time its top-level
 * tasks took and the CPU time they used (microseconds in the trace).
 */
function mainThreadOf(trace: { traceEvents?: TraceEvent[] } | undefined): MainThread | undefined {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return undefined;
  let taskUs = 0;
  let cpuUs = 0;
  let busyUntil = 0;
  const tasks = events
    .filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    // A task inside another is already counted in it.
    if (task.ts < busyUntil) continue;
    taskUs += task.dur ?? 0;
    cpuUs += task.tdur ?? 0;
    busyUntil = task.ts + (task.dur ?? 0);
  }
  return { taskMs: Math.round(taskUs / 1000), cpuMs: Math.round(cpuUs / 1000) };
}

/** A Pro user with 50 goals, the first one shared: written into the server's own database. */
async function seedPages(base: string, dataDir: string): Promise<{ cookie: string; sharePath: string }> {
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_BASE_URL = base;
  const seed = e2eSeed();
  const user = await seedVerifiedUser(seed, { email: seedEmail('lighthouse'), name: 'Lighthouse Runner' });
  await seed.db
    .updateTable('user')
    .set({ plan: 'pro', planSource: 'admin' })
    .where('id', '=', user.id)
    .execute();
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, user.id);
  const cookie = `${SESSION_COOKIE}=${value}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string; token: string };
  };
  let first: { id: string } | undefined;
  for (let i = 1; i <= 50; i += 1) {
    const goal = await post('/api/bucket-list', { title: `Goal number ${i}`, category: 'Travel' });
    first ??= goal;
  }
  const share = await post(`/api/bucket-list/${first?.id}/share`, {
    title: 'My first goal',
    expiresInDays: null,
  });
  return { cookie, sharePath: `/shared/${share.token}` };
}

/**
 * The page's cookies go into the browser's own jar: sent as an extra `Cookie` header instead,
 * they vanish from every request once the page sets a cookie of its own (i18next does), and the
 * dashboard then audited a bounce to the landing page.
 */
async function auditOnce(url: string, cookie: string | undefined, report?: string): Promise<Result> {
  // A fresh browser each time: one reused across runs now and then records no trace (NO_NAVSTART).
  const profile = mkdtempSync(join(tmpdir(), 'someday-lighthouse-'));
  const port = await freePort();
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: null,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  const run = await (async () => {
    if (cookie) {
      const cookies = cookie.split(';').map((pair) => {
        const [name = '', ...value] = pair.trim().split('=');
        return { name, value: value.join('='), url: new URL(url).origin };
      });
      await browser.addCookies(cookies);
    }
    return lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(CPU_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
  })().finally(async () => {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (JSON_DIR && report) {
    mkdirSync(JSON_DIR, { recursive: true });
    writeFileSync(join(JSON_DIR, `${report}.json`), JSON.stringify(run.lhr));
  }
  // The unthrottled trace Lighthouse simulated from: open it in Chromium's performance panel.
  const trace = (run.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
  if (JSON_DIR && report && trace)
    writeFileSync(join(JSON_DIR, `${report}.trace.json`), JSON.stringify(trace));
  const { categories, audits, runtimeError } = run.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.displayValue ?? '?']));
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category.id}/${ref.id} ${audits[ref.id]?.displayValue ?? ''}`.trim()),
  );
  // A page that failed to load scores 0 everywhere: say why instead.
  if (runtimeError) failing.unshift(`run failed: ${runtimeError.code} ${runtimeError.message}`);
  return {
    scores,
    metrics,
    failing,
    mainThread: mainThreadOf(trace),
    benchmarkIndex: run.lhr.environment?.benchmarkIndex,
  };
}

async function audit(url: string, cookie: string | undefined, report: string): Promise<Result> {
  const first = await auditOnce(url, cookie, report);
  return first.failing[0]?.startsWith('run failed') ? auditOnce(url, cookie, report) : first;
}

const server = await startBenchServer('lighthouse', { output: 'ignore' });
try {
  const { cookie, sharePath } = await seedPages(server.base, server.dataDir);
  const pages: Page[] = [
    { name: 'landing (en)', path: '/' },
    { name: 'landing (th)', path: '/', cookie: 'i18nextLng=th' },
    { name: 'shared page', path: sharePath },
    { name: 'dashboard, 50 goals', path: '/dashboard', cookie },
  ];
  for (const page of pages) {
    if (ONLY && !ONLY.some((word) => page.name.includes(word))) continue;
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const report = `${page.name.replace(/\W+/g, '-')}-${i + 1}`;
      runs.push(await audit(`${server.base}${page.path}`, page.cookie, report));
    }
    const scores = CATEGORIES.map((id) => `${id} ${median(runs.map((run) => run.scores[id] ?? 0))}`).join(
      ', ',
    );
    const last = runs[runs.length - 1] as Result;
    const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${last.metrics[id]}`).join(', ');
    const threads = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
    const mainThread = threads.length
      ? `\n  main thread (median): tasks ${median(threads.map((t) => t.taskMs))} ms, CPU ${median(threads.map((t) => t.cpuMs))} ms`
      : '';
    const performance = runs.map((run) => run.scores.performance ?? 0);
    const indexes = runs.flatMap((run) => (run.benchmarkIndex ? [run.benchmarkIndex] : []));
    const machine = `\n  performance per run ${performance.join(', ')}; machine's CPU index (median) ${indexes.length ? Math.round(median(indexes)) : '?'}`;
    process.stdout.write(`${page.name}: ${scores}\n  ${metrics}${mainThread}${machine}\n`);
    for (const failing of last.failing) process.stdout.write(`  below 100: ${failing}\n`);
  }
} finally {
  await server.stop();
}
// The seeding auth instance keeps timers and a database handle open.
process.exit(0);
