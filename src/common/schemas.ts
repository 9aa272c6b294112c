import { z } from 'zod';
import { LOCALES } from './limits';

export const localeSchema = z.enum(LOCALES);

/** Body of POST /api/logs/error (spec §7.2). Sizes are capped so a client cannot flood the table. */
export const clientErrorSchema = z.object({
  section: z.string().max(100).default('global'),
  error: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  errorInfo: z.string().max(10_000).optional(),
  errorId: z.string().max(100),
  timestamp: z.string().max(100).optional(),
  url: z.string().max(2000).optional(),
  userAgent: z.string().max(1000).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

export const mailboxQuerySchema = z.object({ to: z.email().optional() });

export type ApiErrorBody = { error: { code: string; message: string; details?: unknown } };

export type AppMeta = { mode: 'demo' | 'production'; socialProviders: string[] };
