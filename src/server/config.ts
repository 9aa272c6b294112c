import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const emailList = optionalString.transform((v) =>
  (v ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean),
);

const SOCIAL_PROVIDER_VARIABLES = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'],
  ['AI_BASE_URL', 'AI_MODEL'],
] as const;

const envSchema = z
  .object({
    NODE_ENV: optionalString,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optionalString,
    BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    DATA_DIR: optionalString.transform((v) => resolve(v ?? './data')),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    SUPER_ADMIN_EMAILS: emailList,
    ADMIN_EMAILS: emailList,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    OIDC_ISSUER: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_ID: optionalString,
    AI_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    AI_MODEL: optionalString,
    AI_API_KEY: optionalString,
    // A LibreTranslate-compatible API; LIBRETRANSLATE_* are accepted as the same settings.
    TRANSLATE_URL: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    TRANSLATE_API_KEY: optionalString,
    LIBRETRANSLATE_URL: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    LIBRETRANSLATE_API_KEY: optionalString,
    DEEPL_API_KEY: optionalString,
    DEEPL_SERVER_URL: optionalString.pipe(z.url({ message: 'must be an absolute http(s) URL' }).optional()),
    TRUST_PROXY: optionalString,
    REMINDERS_ENABLED: z.enum(['true', 'false']).optional(),
    REMINDERS_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
    SUPPORT_EMAIL: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    // A provider (sign-in, payment, AI model) is on when all of its variables are set; a half-configured
    // one is a mistake.
    for (const group of SOCIAL_PROVIDER_VARIABLES) {
      const set = group.filter((key) => env[key]);
      if (set.length === 0 || set.length === group.length) continue;
      for (const key of group) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${set.join(', ')} is set` });
      }
    }
    try {
      parseTrustProxy(env.TRUST_PROXY);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: (error as Error).message });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['BASE_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

export type Mode = 'demo' | 'production';

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Where the Stripe API is reached; only tests change it (a local server speaking Stripe's protocol). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** A model behind an OpenAI-compatible endpoint (Ollama, vLLM, llama.cpp's server, OpenAI). */
export type AiModelConfig = {
  /** Up to the version segment, as the providers document it: `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** How long one answer may take before the built-in engine answers instead; only tests change it. */
  timeoutMs?: number;
};

/**
 * The translation tool's engine; without one the tool says it is unavailable. `timeoutMs`: how
 * long one translation may take before it counts as failed; only tests change it.
 */
export type TranslationConfig = { timeoutMs?: number } & (
  | { engine: 'libretranslate'; url: string; apiKey: string | undefined }
  /** `serverUrl`: where the DeepL API is reached; unset, the library picks it from the key (free or pro). */
  | { engine: 'deepl'; apiKey: string; serverUrl: string | undefined }
  | { engine: 'model'; model: AiModelConfig }
);

type OAuthClient = { clientId: string; clientSecret: string };

/** Sign-in providers whose variables are set; the others are off. */
type SocialProvidersConfig = {
  google?: OAuthClient;
  github?: OAuthClient;
  /** A generic OpenID Connect provider, found through `${issuer}/.well-known/openid-configuration`. */
  oidc?: OAuthClient & { issuer: string; name: string };
};

export type Config = {
  mode: Mode;
  port: number;
  host: string;
  baseUrl: string;
  /** Origins allowed to make cookie-carrying writes and to be redirect targets. */
  trustedOrigins: string[];
  dataDir: string;
  /** Where the fs blob store keeps uploaded files (DATA_DIR/media). */
  mediaDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  superAdminEmails: string[];
  adminEmails: string[];
  /** Demo mode: the first account created becomes super administrator. */
  firstAccountSuperAdmin: boolean;
  socialProviders: SocialProvidersConfig;
  /** Stripe payments, when all three variables are set. */
  stripe: StripeConfig | undefined;
  /** The AI model engine, when AI_BASE_URL and AI_MODEL are set; else the built-in engine answers. */
  ai: AiModelConfig | undefined;
  /** LibreTranslate when its URL is set, else DeepL when its key is, else the AI model, else none. */
  translation: TranslationConfig | undefined;
  /** Proxies whose X-Forwarded-For names the client (rate limits, session records); null: none. */
  trustProxy: TrustProxy;
  /** Where the team hears of each new support request; unset: the admin queue alone. */
  supportEmail: string | undefined;
  /** Bearer token that opens GET /metrics (Prometheus); without it the endpoint does not exist. */
  metricsToken: string | undefined;
  /**
   * Deadline reminders: whether this process runs the reminder pass on a schedule (at start and
   * every `intervalMinutes`); the administrators' run endpoint works either way.
   */
  reminders: { scheduled: boolean; intervalMinutes: number };
  logLevel: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const mode: Mode = e.NODE_ENV === 'production' ? 'production' : 'demo';
  const host = e.HOST ?? (mode === 'demo' ? '127.0.0.1' : '0.0.0.0');
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // The demo default answers on localhost and 127.0.0.1 alike; an explicit BASE_URL is the only origin.
  const trustedOrigins = e.BASE_URL
    ? [new URL(baseUrl).origin]
    : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    mode,
    port: e.PORT,
    host,
    baseUrl,
    trustedOrigins,
    dataDir: e.DATA_DIR,
    mediaDir: resolve(e.DATA_DIR, 'media'),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET ?? demoSecret(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Someday <no-reply@someday.local>',
    superAdminEmails: e.SUPER_ADMIN_EMAILS,
    adminEmails: e.ADMIN_EMAILS,
    firstAccountSuperAdmin: mode === 'demo',
    socialProviders: socialProviders(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
          }
        : undefined,
    ai: aiModel(e),
    translation: translationEngine(e),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    supportEmail: e.SUPPORT_EMAIL,
    metricsToken: e.METRICS_TOKEN,
    reminders: {
      // On by default, except under a test runner (NODE_ENV=test) unless a test asks for it.
      scheduled: (e.REMINDERS_ENABLED ?? (e.NODE_ENV === 'test' ? 'false' : 'true')) === 'true',
      intervalMinutes: e.REMINDERS_INTERVAL_MINUTES,
    },
    logLevel: e.LOG_LEVEL,
  };
}

function aiModel(e: z.infer<typeof envSchema>): AiModelConfig | undefined {
  return e.AI_BASE_URL && e.AI_MODEL
    ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), model: e.AI_MODEL, apiKey: e.AI_API_KEY }
    : undefined;
}

function translationEngine(e: z.infer<typeof envSchema>): TranslationConfig | undefined {
  const libreUrl = e.TRANSLATE_URL ?? e.LIBRETRANSLATE_URL;
  if (libreUrl) {
    return {
      engine: 'libretranslate',
      url: libreUrl.replace(/\/$/, ''),
      apiKey: e.TRANSLATE_URL ? e.TRANSLATE_API_KEY : e.LIBRETRANSLATE_API_KEY,
    };
  }
  if (e.DEEPL_API_KEY) {
    return { engine: 'deepl', apiKey: e.DEEPL_API_KEY, serverUrl: e.DEEPL_SERVER_URL?.replace(/\/$/, '') };
  }
  const model = aiModel(e);
  return model ? { engine: 'model', model } : undefined;
}

function socialProviders(e: z.infer<typeof envSchema>): SocialProvidersConfig {
  const providers: SocialProvidersConfig = {};
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    providers.google = { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET };
  }
  if (e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET) {
    providers.github = { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET };
  }
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    providers.oidc = {
      issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      name: e.OIDC_NAME ?? 'SSO',
    };
  }
  return providers;
}

/** Demo mode keeps a generated secret in the data folder so sessions survive restarts. */
function demoSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
