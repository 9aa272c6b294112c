import { statfs } from 'node:fs/promises';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type nodemailer from 'nodemailer';
import {
  MONITORING_RECENT_ERRORS,
  type MonitoringSnapshot,
  type ServiceHealth,
  type ServiceStatus,
} from '../../../common/monitoring';
import type { AppDeps } from '../../app-env';
import { lazyRequire } from '../../lazy-require';
import { databaseBytes, mediaBytes, pingDatabase, recentClientErrors } from './monitoring.repository';
import type { RequestMetrics } from './request-metrics';

/** An SMTP check gives up after this long, and its answer is reused this long. */
export const SMTP_CHECK_TIMEOUT_MS = 3_000;
export const SMTP_CHECK_KEPT_MS = 60_000;

// One sampler for the process: every app of a test run shares it, as the event loop is shared.
let loopDelay: IntervalHistogram | undefined;
function eventLoopDelay(): IntervalHistogram {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
  }
  return loopDelay;
}

const nsToMs = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

type SmtpVerify = (smtpUrl: string) => Promise<void>;

/** Opens a connection, says hello, logs in if the URL says so, and closes it: no mail is sent. */
const verifySmtp: SmtpVerify = async (smtpUrl) => {
  const { createTransport } = lazyRequire('nodemailer') as typeof nodemailer;
  // The socket gives up too, so that a check that lost the race does not linger.
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CHECK_TIMEOUT_MS,
    greetingTimeout: SMTP_CHECK_TIMEOUT_MS,
    socketTimeout: SMTP_CHECK_TIMEOUT_MS,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      transport.verify(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('SMTP check timed out')), SMTP_CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
};

/** The SMTP server's health, checked at most once a minute; admins asking together share a check. */
function smtpHealth(smtpUrl: string | undefined, verify: SmtpVerify) {
  let kept: { health: ServiceHealth; at: number } | undefined;
  let checking: Promise<ServiceHealth> | undefined;
  const check = async (): Promise<ServiceHealth> => {
    const started = performance.now();
    try {
      await verify(smtpUrl as string);
      return { name: 'smtp', status: 'ok', ms: Math.round(performance.now() - started) };
    } catch {
      return { name: 'smtp', status: 'failing', ms: null };
    }
  };
  return async (): Promise<ServiceHealth> => {
    if (!smtpUrl) return { name: 'smtp', status: 'off', ms: null };
    const now = Date.now();
    if (kept && now - kept.at < SMTP_CHECK_KEPT_MS) return kept.health;
    checking ??= check().finally(() => {
      checking = undefined;
    });
    const health = await checking;
    kept = { health, at: now };
    return health;
  };
}

async function databaseHealth(deps: Pick<AppDeps, 'database'>): Promise<ServiceHealth> {
  try {
    return { name: 'database', status: 'ok', ms: Math.round(await pingDatabase(deps.database.db)) };
  } catch {
    return { name: 'database', status: 'failing', ms: null };
  }
}

async function disk(dir: string) {
  try {
    const s = await statfs(dir);
    return { free: s.bavail * s.bsize, total: s.blocks * s.bsize };
  } catch {
    return { free: null, total: null };
  }
}

/** The figures of the admin area's monitoring tab, read fresh on every call. */
export function monitoringService(
  deps: Pick<AppDeps, 'database' | 'config'>,
  metrics: RequestMetrics,
  options: { verifySmtp?: SmtpVerify } = {},
) {
  const loop = eventLoopDelay();
  const smtp = smtpHealth(deps.config.smtpUrl, options.verifySmtp ?? verifySmtp);
  const { db } = deps.database;
  return {
    async snapshot(): Promise<MonitoringSnapshot> {
      const [dbBytes, uploads, space, routes, clientErrors, database, mail] = await Promise.all([
        databaseBytes(db).catch(() => null),
        mediaBytes(db),
        disk(deps.config.dataDir),
        metrics.routes(),
        recentClientErrors(db, MONITORING_RECENT_ERRORS),
        databaseHealth(deps),
        smtp(),
      ]);
      const memory = process.memoryUsage();
      const stripe: ServiceStatus = deps.config.stripe ? 'configured' : 'off';
      return {
        collectedAt: new Date().toISOString(),
        uptimeSeconds: Math.round(process.uptime()),
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
        eventLoopDelayMs: { p50: nsToMs(loop.percentile(50)), p99: nsToMs(loop.percentile(99)) },
        storage: {
          databaseBytes: dbBytes,
          mediaBytes: uploads,
          diskFreeBytes: space.free,
          diskTotalBytes: space.total,
        },
        requests: { perMinute: metrics.perMinute(), routes },
        serverErrors: metrics.serverErrors(),
        clientErrors,
        services: [
          database,
          mail,
          { name: 'stripe', status: stripe, ms: null },
          // The AI assistant is not built yet.
          { name: 'ai', status: 'off', ms: null },
        ],
      };
    },
  };
}

export type MonitoringService = ReturnType<typeof monitoringService>;
