import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/limits';
import { isApiError } from '@web/lib/api-error';
import type enAuth from '@web/locales/en/auth.json';

export type AuthErrorKey = keyof (typeof enAuth)['errors'];
export type AuthErrorContext = 'signIn' | 'signUp' | 'resend' | 'forgot' | 'reset' | 'profile';

/** Numbers the auth texts name, so a message states the very limit the server checks. */
export const AUTH_TEXT_VALUES = { nameMax: NAME_MAX_LENGTH, emailMax: EMAIL_MAX_LENGTH } as const;

/** A catalog key when the failure is known, else the server's own words. */
export type AuthErrorDescription = { key: AuthErrorKey } | { text: string };

const KNOWN_CODES: Record<string, AuthErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_EMAIL: 'invalidEmail',
  BANNED_USER: 'accountSuspended',
  // Profile screen: password checks, two-factor codes, linked accounts, sessions.
  INVALID_PASSWORD: 'invalidPassword',
  INVALID_CODE: 'invalidCode',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'lastAccount',
  SESSION_EXPIRED: 'sessionExpired',
  SESSION_NOT_FRESH: 'sessionExpired',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'noPasswordYet',
  PASSWORD_ALREADY_SET: 'passwordAlreadySet',
  ACCOUNT_NOT_FOUND: 'accountNotFound',
  TOTP_NOT_ENABLED: 'twoFactorNotEnabled',
  TWO_FACTOR_NOT_ENABLED: 'twoFactorNotEnabled',
  // Field limits and text checks our server adds in front of better-auth.
  NAME_TOO_LONG: 'nameTooLong',
  EMAIL_TOO_LONG: 'emailTooLong',
  INVALID_TEXT: 'invalidText',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  VALIDATION_FAILED: 'invalidInput',
  VALIDATION_ERROR: 'invalidInput',
};

/** Answers that carry no code, only the auth library's words (spec §8). */
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
  const known = error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) return { key: known };
  const knownMessage = error.serverMessage ? KNOWN_MESSAGES[error.serverMessage] : undefined;
  if (knownMessage) return { key: knownMessage };
  // A body refused for its size may come from a proxy in front of us, without our code.
  if (error.status === 413) return { key: 'payloadTooLarge' };
  // Spec §8: the reset request shows one fixed message whatever went wrong.
  if (context === 'forgot') return { key: 'resetFailed' };
  if (error.status >= 500 || !error.serverMessage) return { key: 'generic' };
  return { text: error.serverMessage };
}
