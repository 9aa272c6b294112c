import { APIError, betterAuth } from 'better-auth';
// Each plugin from its own entry: the 'better-auth/plugins' barrel loads every plugin at start-up.
import { admin } from 'better-auth/plugins/admin';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { ERRORS } from '../../common/errors';
import {
  LOCALES,
  type Locale,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_SECONDS,
  VERIFICATION_TOKEN_SECONDS,
} from '../../common/limits';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../common/reminders';
import { ADMIN_ROLES, DEFAULT_ROLE, isAdminRole, ROLES } from '../../common/roles';
import { AUTH_BASE_PATH } from '../../common/sign-in';
import { mediaIdOf } from '../../common/urls';
import type { BackgroundTasks } from '../background-tasks';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { isFeatureOn } from '../feature-switches';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import {
  changeEmailMail,
  deleteAccountMail,
  signInCodeMail,
  twoFactorCodeMail,
} from './account-mail-templates';
import { releasingStorage } from './auth-storage-release';
import { existingAccountMail } from './existing-account-mail';
import { resetPasswordMail, verificationMail } from './mail-templates';
import { hashPassword, verifyPassword } from './password';
import { applyListedRole, makeFirstAccountSuperAdmin } from './role-bootstrap';
import { askOnEveryWayIn, secondFactorRedirect } from './second-factor';
import { forgetSession, invalidateSessions } from './session-reader';
import { refuseReplayedTotp } from './totp-replay';

/** The header our server sets from the socket; client-sent values are overwritten (see client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-someday-client-ip';
export const COOKIE_PREFIX = 'someday';
export const SUSPENDED_MESSAGE = 'This account is suspended. Contact support if you think this is a mistake.';

/** better-auth's deleteUser hooks: around the one statement that deletes the user row. */
export type AccountDeletionHooks = {
  beforeDelete: (user: { id: string }) => Promise<void>;
  afterDelete: (user: { id: string }) => Promise<void>;
};

export type AuthDeps = {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /**
   * What else happens when an account is deleted (its files, its sessions' tombstones). The
   * features that own that data supply it, so auth imports no feature.
   */
  accountDeletion: AccountDeletionHooks;
  /** Mail goes out after the answer, so its delivery time says nothing about an account. */
  tasks: BackgroundTasks;
};

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** A provider's picture; the other kind of avatar is one of the user's uploads (mediaIdOf). */
const PROVIDER_PICTURE = /^https:\/\/\S+$/;

function checkAvatar(user: Record<string, unknown>) {
  const image = user.image;
  if (image === undefined || image === null || image === '') return;
  if (
    typeof image !== 'string' ||
    image.length > 2048 ||
    (mediaIdOf(image) === null && !PROVIDER_PICTURE.test(image))
  ) {
    throw new APIError('BAD_REQUEST', { message: ERRORS.INVALID_IMAGE.message, code: 'INVALID_IMAGE' });
  }
}

/** Paths where the name comes from a sign-in provider's profile, not from the person typing it. */
const PROVIDER_PATHS = /^\/(callback|oauth2)\//;

/**
 * A typed name longer than the limit is refused; a provider's longer profile name is shortened,
 * since refusing it would make the sign-in fail for something the person did not type.
 */
function limitName(user: Record<string, unknown>, path: string | undefined) {
  const name = user.name;
  // An update that does not change the name carries it as undefined.
  if (name === undefined) return user;
  // better-auth passes an update's fields through unchecked; the database would refuse them.
  if (typeof name !== 'string') {
    throw new APIError('BAD_REQUEST', { message: ERRORS.INVALID_NAME.message, code: 'INVALID_NAME' });
  }
  if (name.length <= NAME_MAX_LENGTH) return user;
  if (path && PROVIDER_PATHS.test(path)) return { ...user, name: name.slice(0, NAME_MAX_LENGTH) };
  throw new APIError('BAD_REQUEST', { message: ERRORS.NAME_TOO_LONG.message, code: 'NAME_TOO_LONG' });
}

function localeOf(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return LOCALES.includes(locale as Locale) ? (locale as Locale) : 'en';
}

/** A new account's zone: the one sent when the runtime knows it, else UTC. */
function timeZoneOf(user: object): string {
  const zone = (user as { timeZone?: unknown }).timeZone;
  return (typeof zone === 'string' && canonicalTimeZone(zone)) || DEFAULT_TIME_ZONE;
}

/** A changed zone must be one the runtime knows; it is stored under its canonical name. */
function checkTimeZone(user: Record<string, unknown>) {
  const zone = user.timeZone;
  if (zone === undefined) return user;
  const canonical = typeof zone === 'string' ? canonicalTimeZone(zone) : null;
  if (!canonical) {
    throw new APIError('BAD_REQUEST', {
      message: ERRORS.INVALID_TIME_ZONE.message,
      code: 'INVALID_TIME_ZONE',
    });
  }
  return { ...user, timeZone: canonical };
}

export function createAuth({ config, database, mailer, logger, accountDeletion, tasks }: AuthDeps) {
  const sendLater = (label: string, message: () => Promise<Parameters<Mailer['send']>[0]>) => {
    tasks.run(
      label,
      message().then((m) => mailer.send(m)),
    );
  };
  const { google, github, oidc } = config.socialProviders;
  const localeOfEmail = async (email: string): Promise<Locale> => {
    const user = await database.db
      .selectFrom('user')
      .select('locale')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    return localeOf(user ?? {});
  };
  return releasingStorage(
    betterAuth({
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
      plugins: [
        admin({
          bannedUserMessage: SUSPENDED_MESSAGE,
          defaultRole: DEFAULT_ROLE,
          adminRoles: [...ADMIN_ROLES],
          roles: Object.fromEntries(ROLES.map((role) => [role, isAdminRole(role) ? adminAc : userAc])),
        }),
        askOnEveryWayIn(
          twoFactor({
            issuer: 'Someday',
            otpOptions: {
              sendOTP: async ({ user, otp }) => {
                sendLater('two-factor code mail', async () =>
                  twoFactorCodeMail(localeOf(user), user.email, user.name, otp),
                );
              },
            },
          }),
        ),
        emailOTP({
          // Codes sign existing accounts in; new accounts are made through the sign-up form.
          disableSignUp: true,
          sendVerificationOTP: async ({ email, otp, type }) => {
            if (type !== 'sign-in') return;
            sendLater('sign-in code mail', async () =>
              signInCodeMail(await localeOfEmail(email), email, otp),
            );
          },
        }),
        ...(oidc
          ? [
              genericOAuth({
                config: [
                  {
                    providerId: 'oidc',
                    name: oidc.name,
                    discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                    clientId: oidc.clientId,
                    clientSecret: oidc.clientSecret,
                    scopes: ['openid', 'email', 'profile'],
                    pkce: true,
                  },
                ],
              }),
            ]
          : []),
        // After the two-factor plugin: turns its answer into a redirect on provider callbacks.
        secondFactorRedirect(),
      ],
      socialProviders: {
        ...(google ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {}),
        ...(github ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } } : {}),
      },
      account: {
        // An existing user is linked only when the provider reports the email verified
        // (no provider is trusted blindly), and the last sign-in method cannot be unlinked.
        accountLinking: {
          enabled: true,
          trustedProviders: [],
          allowDifferentEmails: false,
          allowUnlinkingAll: false,
        },
        encryptOAuthTokens: true,
      },
      user: {
        additionalFields: {
          locale: { type: 'string', required: false, input: true },
          // IANA name; deadline reminders go out at 09:00 there (features/reminders).
          timeZone: { type: 'string', required: false, input: true, defaultValue: DEFAULT_TIME_ZONE },
        },
        changeEmail: {
          enabled: true,
          updateEmailWithoutVerification: true,
          sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
            sendLater('change-email mail', async () =>
              changeEmailMail(localeOf(user), user.email, user.name, newEmail, url),
            );
          },
        },
        deleteUser: {
          enabled: true,
          deleteTokenExpiresIn: DAY,
          sendDeleteAccountVerification: async ({ user, url }) => {
            sendLater('delete-account mail', async () =>
              deleteAccountMail(localeOf(user), user.email, user.name, url),
            );
          },
          beforeDelete: accountDeletion.beforeDelete,
          afterDelete: accountDeletion.afterDelete,
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
          sendLater('reset mail', async () => resetPasswordMail(localeOf(user), user.email, user.name, url));
        },
        // The sign-up answer is the same as for a new address (a made-up user, no session), so the
        // owner is told by mail instead: docs/decisions/0010-sign-up-existing-address.md.
        onExistingUserSignUp: async ({ user }) => {
          sendLater('existing-account mail', async () =>
            existingAccountMail(localeOf(user), user.email, user.name, {
              signIn: `${config.baseUrl}/account?mode=login`,
              reset: `${config.baseUrl}/forgot-password`,
            }),
          );
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: VERIFICATION_TOKEN_SECONDS,
        sendVerificationEmail: async ({ user, url }) => {
          sendLater('verification mail', async () =>
            verificationMail(localeOf(user), user.email, user.name, url),
          );
        },
      },
      hooks: { before: refuseReplayedTotp(database.db) },
      databaseHooks: {
        user: {
          create: {
            // Only the two interface languages are stored, whatever the client sent.
            before: async (user, ctx) => {
              // Every way an account comes to be (form, code, provider) stops while registration is closed.
              if (!(await isFeatureOn(database.db, 'registrationOpen'))) {
                throw new APIError('FORBIDDEN', {
                  message: ERRORS.REGISTRATION_CLOSED.message,
                  code: 'REGISTRATION_CLOSED',
                });
              }
              checkAvatar(user);
              return {
                data: { ...limitName(user, ctx?.path), locale: localeOf(user), timeZone: timeZoneOf(user) },
              };
            },
            after: async (user) => {
              if (config.firstAccountSuperAdmin) await makeFirstAccountSuperAdmin(database.db, user.id);
            },
          },
          update: {
            before: async (user, ctx) => {
              checkAvatar(user);
              const limited = checkTimeZone(limitName(user, ctx?.path));
              return 'locale' in limited
                ? { data: { ...limited, locale: localeOf(limited) } }
                : { data: limited };
            },
            // Suspension, role, verification and profile changes reach the API's next request.
            after: async (user) => {
              if (user?.id) invalidateSessions(user.id);
            },
          },
          delete: {
            after: async (user) => {
              invalidateSessions(user.id);
            },
          },
        },
        // The API's session reader keeps rows for a moment; whatever better-auth changes or ends
        // (sign-out, revocation, password reset, suspension) is forgotten in this process at once,
        // before the write and again after it, so a read racing the write cannot keep the old row.
        session: {
          create: {
            // Addresses listed in SUPER_ADMIN_EMAILS / ADMIN_EMAILS get their role as they sign in.
            before: async (session) => {
              await applyListedRole(database.db, config, session.userId);
            },
          },
          update: {
            after: async (session) => {
              if (session?.token) forgetSession(session.token);
            },
          },
          delete: {
            before: async (session) => {
              forgetSession(session.token);
            },
            after: async (session) => {
              forgetSession(session.token);
            },
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
          '/reset-password': { window: MINUTE, max: 10 },
          '/change-email': { window: MINUTE, max: 3 },
          '/delete-user': { window: MINUTE, max: 3 },
          '/email-otp/send-verification-otp': { window: MINUTE, max: 3 },
          '/sign-in/email-otp': { window: MINUTE, max: 5 },
          '/two-factor/send-otp': { window: MINUTE, max: 3 },
          '/two-factor/verify-totp': { window: MINUTE, max: 5 },
          '/two-factor/verify-otp': { window: MINUTE, max: 5 },
          '/two-factor/verify-backup-code': { window: MINUTE, max: 5 },
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
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
