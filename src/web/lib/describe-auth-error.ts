import type { ErrorCode } from '@common/errors';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/limits';
import type enAuth from '@web/locales/en/auth.json';
import { isApiError } from './api-error';
import { errorCodeOf, serverWordsOf } from './error-text';

export type AuthErrorKey = keyof (typeof enAuth)['errors'];
export type AuthErrorContext = 'signIn' | 'signUp' | 'resend' | 'forgot' | 'reset' | 'profile';

/** Numbers the auth texts name, so a message states the very limit the server checks. */
export const AUTH_TEXT_VALUES = { nameMax: NAME_MAX_LENGTH, emailMax: EMAIL_MAX_LENGTH } as const;

/**
 * An `auth` catalog key for the auth library's answers and the sign-in screens' own wording, a
 * code of our error catalogue, else the server's own words.
 */
export type AuthErrorDescription = { key: AuthErrorKey } | { code: ErrorCode } | { text: string };

/** better-auth's codes (not ours: those are in the error catalogue). */
const LIBRARY_CODES: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  BANNED_USER: 'accountSuspended',
  // Profile screen: password checks, two-factor codes, linked accounts, sessions.
  INVALID_PASSWORD: 'invalidPassword',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'lastAccount',
  SESSION_EXPIRED: 'sessionExpired',
  SESSION_NOT_FRESH: 'sessionExpired',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'noPasswordYet',
  ACCOUNT_NOT_FOUND: 'accountNotFound',
  TOTP_NOT_ENABLED: 'twoFactorNotEnabled',
  TWO_FACTOR_NOT_ENABLED: 'twoFactorNotEnabled',
};

/** better-auth's codes that mean one of ours. */
const LIBRARY_ALIASES: Record<string, ErrorCode> = { VALIDATION_ERROR: 'VALIDATION_FAILED' };

/** Answers that carry no code, only the auth library's words. */
const KNOWN_MESSAGES: Record<string, AuthErrorKey> = {
  'Email is the same': 'emailSame',
  "Couldn't update your email": 'emailUpdateFailed',
  "You can't unlink your last account": 'lastAccount',
};

const TOO_MANY: Record<AuthErrorContext, AuthErrorKey> = {
  signIn: 'tooManySignIn',
  signUp: 'tooManyRequests',
  resend: 'tooManyRequests',
  forgot: 'tooManyReset',
  reset: 'tooManyRequests',
  profile: 'tooManyRequests',
};

export function isEmailNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED';
}

export function isInvalidToken(error: unknown): boolean {
  return isApiError(error) && (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED');
}

export function describeAuthError(error: unknown, context: AuthErrorContext): AuthErrorDescription {
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (!isApiError(error)) return { key: 'network' };
  if (error.status === 429) return { key: TOO_MANY[context] };
  // The reset request shows one fixed message whatever went wrong, bad input aside.
  const code = errorCodeOf(error) ?? (error.code ? LIBRARY_ALIASES[error.code] : undefined);
  if (code && !(context === 'forgot' && error.status >= 500)) return { code };
  const known = error.code ? LIBRARY_CODES[error.code] : undefined;
  if (known) return { key: known };
  const knownMessage = error.serverMessage ? KNOWN_MESSAGES[error.serverMessage] : undefined;
  if (knownMessage) return { key: knownMessage };
  // A body refused for its size may come from a proxy in front of us, without our code.
  if (error.status === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (context === 'forgot') return { key: 'resetFailed' };
  const words = serverWordsOf(error);
  return words ? { text: words } : { key: 'generic' };
}
