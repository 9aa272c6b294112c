import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import {
  LOCALES,
  type Locale,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_SECONDS,
  VERIFICATION_TOKEN_SECONDS,
} from '../../common/limits';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from './mail-templates';
import { hashPassword, verifyPassword } from './password';

/** The header our server sets from the socket; client-sent values are overwritten (see client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-someday-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const COOKIE_PREFIX = 'someday';
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact support if you think this is a mistake.';

export type AuthDeps = { config: Config; database: DatabaseHandle; mailer: Mailer; logger: Logger };

const MINUTE = 60;

function localeOf(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return LOCALES.includes(locale as Locale) ? (locale as Locale) : 'en';
}

export function createAuth({ config, database, mailer, logger }: AuthDeps) {
  return betterAuth({
    appName: 'Someday',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.engine },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level === 'debug' ? 'debug' : level]({ args }, message),
    },
    plugins: [admin({ bannedUserMessage: SUSPENDED_MESSAGE })],
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(localeOf(user), user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(localeOf(user), user.email, user.name, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Only the two interface languages are stored, whatever the client sent.
          before: async (user) => ({ data: { ...user, locale: localeOf(user) } }),
        },
        update: {
          before: async (user) =>
            'locale' in user ? { data: { ...user, locale: localeOf(user) } } : undefined,
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: MINUTE,
      max: 100,
      customRules: {
        '/sign-in/email': { window: MINUTE, max: 5 },
        '/sign-up/email': { window: MINUTE, max: 5 },
        '/send-verification-email': { window: MINUTE, max: 3 },
        '/request-password-reset': { window: MINUTE, max: 3 },
        '/forget-password': { window: MINUTE, max: 3 },
        '/reset-password': { window: MINUTE, max: 10 },
      },
    },
    onAPIError: {
      errorURL: `${config.baseUrl}/error`,
      // A refused client request is routine; only server faults are logged as errors.
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) logger.error({ err: error }, 'auth error');
        else logger.debug({ err: error }, 'auth request refused');
      },
    },
    advanced: {
      // Explicit, because better-auth skips these checks by default when NODE_ENV is 'test'.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: config.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
