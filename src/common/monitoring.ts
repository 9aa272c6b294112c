import { z } from 'zod';
import type { Same } from './api-responses';

/** How many routes, server errors and client errors the monitoring answer lists at most. */
export const MONITORING_TOP_ROUTES = 20;
export const MONITORING_RECENT_ERRORS = 20;
/** The request rate is averaged over this window. */
export const REQUEST_RATE_WINDOW_S = 300;

export const SERVICE_NAMES = ['database', 'smtp', 'stripe', 'ai'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
/** `configured`: set up, but not checked over the network (a check would cost money or time). */
export const SERVICE_STATUSES = ['ok', 'failing', 'off', 'configured'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export type RouteFigures = {
  method: string;
  /** The route's pattern (`/api/bucket-list/:id`), never a concrete address. */
  route: string;
  count: number;
  /** Estimated from the latency histogram's buckets; null when it cannot be told. */
  p95Ms: number | null;
};

export type ServerErrorEntry = {
  at: string;
  method: string;
  route: string;
  status: number;
  requestId: string;
};

export type ClientErrorEntry = {
  id: string;
  at: string;
  section: string;
  errorId: string;
  message: string;
  url: string | null;
};

export type ServiceHealth = { name: ServiceName; status: ServiceStatus; ms: number | null };

/** GET /api/admin/monitoring: the running server's state, as one process sees it. */
export type MonitoringSnapshot = {
  collectedAt: string;
  uptimeSeconds: number;
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  eventLoopDelayMs: { p50: number; p99: number };
  storage: {
    /** The database's files (SQLite, with its write-ahead log) or PostgreSQL's own figure. */
    databaseBytes: number | null;
    /** What uploads take, as stored (files and thumbnails). */
    mediaBytes: number;
    /** Free and total space of the disk holding the data folder; null when it cannot be read. */
    diskFreeBytes: number | null;
    diskTotalBytes: number | null;
  };
  requests: {
    /** Requests per minute, averaged over the last REQUEST_RATE_WINDOW_S seconds (or since start). */
    perMinute: number;
    /** Busiest routes since the server started, most requests first. */
    routes: RouteFigures[];
  };
  serverErrors: ServerErrorEntry[];
  clientErrors: ClientErrorEntry[];
  services: ServiceHealth[];
};

const bytes = z.number().int().min(0);

export const monitoringSnapshotSchema = z.object({
  collectedAt: z.iso.datetime(),
  uptimeSeconds: z.number().describe('Seconds since the server process started.'),
  memory: z.object({ rssBytes: bytes, heapUsedBytes: bytes, heapTotalBytes: bytes }),
  eventLoopDelayMs: z
    .object({ p50: z.number(), p99: z.number() })
    .describe('Event-loop delay percentiles since the server started.'),
  storage: z.object({
    databaseBytes: bytes.nullable(),
    mediaBytes: bytes,
    diskFreeBytes: bytes.nullable(),
    diskTotalBytes: bytes.nullable(),
  }),
  requests: z.object({
    perMinute: z.number().describe(`Requests per minute over the last ${REQUEST_RATE_WINDOW_S} seconds.`),
    routes: z.array(
      z.object({
        method: z.string(),
        route: z.string().describe('The route pattern, e.g. /api/bucket-list/:id.'),
        count: z.number().int(),
        p95Ms: z.number().nullable(),
      }),
    ),
  }),
  serverErrors: z.array(
    z.object({
      at: z.iso.datetime(),
      method: z.string(),
      route: z.string(),
      status: z.number().int(),
      requestId: z.string(),
    }),
  ),
  clientErrors: z.array(
    z.object({
      id: z.string(),
      at: z.iso.datetime(),
      section: z.string(),
      errorId: z.string(),
      message: z.string(),
      url: z.string().nullable(),
    }),
  ),
  services: z.array(
    z.object({ name: z.enum(SERVICE_NAMES), status: z.enum(SERVICE_STATUSES), ms: z.number().nullable() }),
  ),
});

type Assert<T extends true> = T;
/** The schema and the type describe the same answer (a compile error otherwise). */
export type MonitoringSchemaMatches = Assert<
  Same<z.infer<typeof monitoringSnapshotSchema>, MonitoringSnapshot>
>;
