import { z } from 'zod';
import { newPasswordSchema } from './auth-bodies';

/** Body of POST /api/logs/error. Sizes are capped so a client cannot flood the table. */
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

/** A sign-in provider the server has configured: its id for `/sign-in/social` and a button label. */
type SocialProviderInfo = { id: string; name: string };
export type AppMeta = { mode: 'demo' | 'production'; socialProviders: SocialProviderInfo[] };

/** POST /api/me/password: a first password for an account that signs in only through a provider. */
export const setPasswordSchema = z.object({ newPassword: newPasswordSchema });
