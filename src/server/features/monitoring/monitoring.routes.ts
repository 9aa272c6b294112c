import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { monitoringSnapshotSchema } from '../../../common/monitoring';
import type { AppEnv } from '../../app-env';
import { AppError } from '../../errors';
import { routeDoc } from '../../middleware/route-doc';
import { requireAdmin } from '../../middleware/session';
import type { MonitoringService } from './monitoring.service';
import type { RequestMetrics } from './request-metrics';

/** /api/admin/monitoring: the running server's figures, for administrators. */
export function monitoringRoutes(monitoring: MonitoringService) {
  return new Hono<AppEnv>().use(requireAdmin).get(
    '/',
    routeDoc({
      summary: 'System monitoring',
      description:
        'Uptime, memory, event-loop delay, database, upload and free disk sizes, the request rate over ' +
        'the last five minutes, the busiest routes with their p95 latency, the last server and client ' +
        'errors and the health of the database, SMTP (checked at most once a minute), Stripe and AI. ' +
        'Figures of the process that answers.',
      tag: 'Admin',
      access: 'admin',
      success: { status: 200, description: 'The figures.', schema: monitoringSnapshotSchema },
    }),
    async (c) => c.json(await monitoring.snapshot()),
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the header carries the token; compared in constant time, whatever the lengths. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** /metrics: Prometheus' text format, only with METRICS_TOKEN configured and given as a bearer token. */
export function metricsRoutes(metrics: RequestMetrics, token: string | undefined) {
  return new Hono<AppEnv>().get(
    '/',
    routeDoc({
      summary: 'Prometheus metrics',
      description:
        'Process metrics and request latency histograms by route pattern, in Prometheus’ text format. ' +
        'Answers 404 unless METRICS_TOKEN is configured; then requires `Authorization: Bearer <token>`.',
      tag: 'System',
      access: 'public',
      success: { status: 200, description: 'The metrics.', media: 'text/plain' },
      errors: ['NOT_FOUND', 'UNAUTHORIZED'],
    }),
    async (c) => {
      if (!token) throw new AppError('NOT_FOUND');
      if (!bearerMatches(c.req.header('authorization'), token)) {
        c.header('WWW-Authenticate', 'Bearer');
        throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.');
      }
      const body = await metrics.registry.metrics();
      return c.body(body, 200, { 'Content-Type': metrics.registry.contentType });
    },
  );
}
