import { isApiError } from '@web/lib/api-error';
import type enAuth from '@web/locales/en/auth.json';

export type AuthErrorKey = keyof (typeof enAuth)['errors'];
export type AuthErrorContext = 'signIn' | 'signUp' | 'resend' | 'forgot' | 'reset';

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
};

const TOO_MANY: Record<AuthErrorContext, AuthErrorKey> = {
  signIn: 'tooManySignIn',
  signUp: 'tooManyRequests',
  resend: 'tooManyRequests',
  forgot: 'tooManyReset',
  reset: 'tooManyRequests',
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
  // Spec §8: the reset request shows one fixed message whatever went wrong.
  if (context === 'forgot') return { key: 'resetFailed' };
  if (error.status >= 500 || !error.serverMessage) return { key: 'generic' };
  return { text: error.serverMessage };
}
