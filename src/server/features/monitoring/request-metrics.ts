import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, type Metric, Registry } from 'prom-client';
import {
  MONITORING_RECENT_ERRORS,
  MONITORING_TOP_ROUTES,
  REQUEST_RATE_WINDOW_S,
  type RouteFigures,
  type ServerErrorEntry,
} from '../../../common/monitoring';
import type { AppEnv } from '../../app-env';

/** Seconds; finer at the low end, where most API answers are. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const METRIC = 'http_request_duration_seconds';
const MINUTE_MS = 60_000;
/** One slot per minute of the rate window, and one for the minute under way. */
const RATE_SLOTS = REQUEST_RATE_WINDOW_S / 60 + 1;

/** One method, route pattern and status class: per-bucket (not cumulative) counts, the last for +Inf. */
type Series = {
  method: string;
  route: string;
  statusClass: (typeof STATUS_CLASSES)[number];
  buckets: Float64Array;
  sum: number;
  count: number;
};

function observe(series: Series, seconds: number) {
  let i = 0;
  while (i < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[i] as number)) i++;
  series.buckets[i] = (series.buckets[i] ?? 0) + 1;
  series.sum += seconds;
  series.count += 1;
}

/**
 * The request latency histogram, kept in typed arrays so that recording allocates nothing once a
 * route has been seen (prom-client's own Histogram builds a label object and a key string on
 * every observation), and exposed to a prom-client registry in its metric shape.
 */
function latencyHistogram() {
  // method -> route -> one series per status class (index = status / 100 - 1).
  const byMethod = new Map<string, Map<string, Series[]>>();
  const all: Series[] = [];
  const seriesFor = (method: string, route: string, status: number): Series => {
    let byRoute = byMethod.get(method);
    if (!byRoute) {
      byRoute = new Map();
      byMethod.set(method, byRoute);
    }
    let byClass = byRoute.get(route);
    if (!byClass) {
      byClass = STATUS_CLASSES.map((statusClass) => ({
        method,
        route,
        statusClass,
        buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      }));
      all.push(...byClass);
      byRoute.set(route, byClass);
    }
    const index = Math.min(Math.max(Math.floor(status / 100) - 1, 0), STATUS_CLASSES.length - 1);
    return byClass[index] as Series;
  };
  const metric = {
    name: METRIC,
    help: 'Time from receiving a request to its answer being ready, by route pattern.',
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> =
        [];
      for (const s of all) {
        if (s.count === 0) continue;
        const labels = { method: s.method, route: s.route, status_class: s.statusClass };
        let cumulative = 0;
        for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
          cumulative += s.buckets[i] ?? 0;
          values.push({
            metricName: `${METRIC}_bucket`,
            labels: { ...labels, le: LATENCY_BUCKETS[i] as number },
            value: cumulative,
          });
        }
        values.push({ metricName: `${METRIC}_bucket`, labels: { ...labels, le: '+Inf' }, value: s.count });
        values.push({ metricName: `${METRIC}_sum`, labels, value: s.sum });
        values.push({ metricName: `${METRIC}_count`, labels, value: s.count });
      }
      return { name: METRIC, help: metric.help, type: 'histogram', aggregator: 'sum', values };
    },
    reset() {
      for (const s of all) {
        s.buckets.fill(0);
        s.sum = 0;
        s.count = 0;
      }
    },
  };
  return { seriesFor, all, metric };
}

/**
 * Request figures of one app: the latency histogram per method, route pattern and status class in
 * a registry of its own (so tests can build several apps), a per-minute request count for the
 * rate, and the last server errors.
 */
export function createRequestMetrics(options: { defaultMetrics: boolean }) {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const latency = latencyHistogram();
  registry.registerMetric(latency.metric as unknown as Metric);

  const startedAt = Date.now();
  const slotMinute = new Float64Array(RATE_SLOTS).fill(-1);
  const slotCount = new Float64Array(RATE_SLOTS);
  const countRequest = (nowMs: number) => {
    const minute = Math.floor(nowMs / MINUTE_MS);
    const slot = minute % RATE_SLOTS;
    if (slotMinute[slot] !== minute) {
      slotMinute[slot] = minute;
      slotCount[slot] = 0;
    }
    slotCount[slot] = (slotCount[slot] ?? 0) + 1;
  };

  const serverErrors: ServerErrorEntry[] = [];
  const rememberError = (c: Context<AppEnv>, route: string, status: number, nowMs: number) => {
    serverErrors.push({
      at: new Date(nowMs).toISOString(),
      method: c.req.method,
      route,
      status,
      requestId: c.get('requestId') ?? '',
    });
    if (serverErrors.length > MONITORING_RECENT_ERRORS) serverErrors.shift();
  };

  /** One answered request; `started` and `ended` from `performance.now()`. */
  const record = (method: string, route: string, status: number, started: number, ended: number) => {
    observe(latency.seriesFor(method, route, status), (ended - started) / 1000);
    countRequest(performance.timeOrigin + ended);
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    await next();
    const ended = performance.now();
    // The pattern of the handler that answered: its ids stay out of the labels.
    const route = routePath(c);
    const status = c.res.status;
    record(c.req.method, route, status, started, ended);
    if (status >= 500) rememberError(c, route, status, performance.timeOrigin + ended);
  };

  return {
    registry,
    middleware,
    /** Counts a request answered outside the middleware (early-answers.ts), as the middleware would. */
    record,
    /** Requests per minute over the rate window, or since start when the server is younger. */
    perMinute(nowMs = Date.now()): number {
      const minute = Math.floor(nowMs / MINUTE_MS);
      const firstMinute = minute - (RATE_SLOTS - 2);
      let count = 0;
      for (let i = 0; i < RATE_SLOTS; i++) {
        const m = slotMinute[i] ?? -1;
        if (m >= firstMinute && m <= minute) count += slotCount[i] ?? 0;
      }
      const windowStart = Math.max(firstMinute * MINUTE_MS, startedAt);
      const minutes = Math.max(nowMs - windowStart, 1000) / MINUTE_MS;
      return Math.round((count / minutes) * 10) / 10;
    },
    /** The busiest routes since start with their estimated p95 latency. */
    routes(): RouteFigures[] {
      return topRoutes(latency.all);
    },
    /** The last server errors, newest first. */
    serverErrors(): ServerErrorEntry[] {
      return [...serverErrors].reverse();
    },
  };
}

export type RequestMetrics = ReturnType<typeof createRequestMetrics>;

/** Per method and route, every status class together: the request count and the p95 estimate. */
function topRoutes(all: readonly Series[]): RouteFigures[] {
  const perRoute = new Map<string, { method: string; route: string; buckets: number[] }>();
  for (const s of all) {
    if (s.count === 0) continue;
    const key = `${s.method} ${s.route}`;
    let entry = perRoute.get(key);
    if (!entry) {
      entry = { method: s.method, route: s.route, buckets: new Array(s.buckets.length).fill(0) };
      perRoute.set(key, entry);
    }
    for (let i = 0; i < s.buckets.length; i++)
      entry.buckets[i] = (entry.buckets[i] ?? 0) + (s.buckets[i] ?? 0);
  }
  const routes: RouteFigures[] = [];
  for (const { method, route, buckets } of perRoute.values()) {
    let running = 0;
    const cumulative = buckets.map((n, i): [number, number] => {
      running += n;
      return [LATENCY_BUCKETS[i] ?? Number.POSITIVE_INFINITY, running];
    });
    routes.push({ method, route, count: running, p95Ms: quantileMs(cumulative, 0.95) });
  }
  return routes
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
    .slice(0, MONITORING_TOP_ROUTES);
}

/**
 * A quantile from cumulative bucket counts, interpolated within its bucket as Prometheus'
 * histogram_quantile does; in the open-ended last bucket, the highest finite bound is the answer.
 */
export function quantileMs(cumulative: ReadonlyArray<readonly [number, number]>, q: number): number | null {
  const total = cumulative.at(-1)?.[1] ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [bound, count] of cumulative) {
    if (count >= rank) {
      if (!Number.isFinite(bound)) return Math.round(lowerBound * 1000 * 10) / 10;
      const inBucket = count - lowerCount;
      const fraction = inBucket === 0 ? 1 : (rank - lowerCount) / inBucket;
      return Math.round((lowerBound + (bound - lowerBound) * fraction) * 1000 * 10) / 10;
    }
    lowerBound = bound;
    lowerCount = count;
  }
  return null;
}
