import { isApiError } from '@web/lib/api-error';
import { type AuthErrorDescription, describeAuthError } from '@web/lib/describe-auth-error';
import type enAuth from '@web/locales/en/auth.json';

type CodeErrorKey = Exclude<keyof (typeof enAuth)['codeErrors'], 'title' | 'sendFailedTitle'>;

/** Answers of the two-factor and email-code endpoints (better-auth's codes), by catalog key. */
const CODE_ERRORS: Record<string, CodeErrorKey> = {
  INVALID_CODE: 'invalidCode',
  INVALID_OTP: 'invalidCode',
  INVALID_BACKUP_CODE: 'invalidBackupCode',
  OTP_HAS_EXPIRED: 'codeExpired',
  OTP_EXPIRED: 'codeExpired',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'tooManyAttempts',
  ACCOUNT_TEMPORARILY_LOCKED: 'accountLocked',
  // The short-lived two-factor cookie of the first step is gone: start the sign-in again.
  INVALID_TWO_FACTOR_COOKIE: 'restart',
};

/** Some answers only carry the library's words. */
const CODE_MESSAGES: Record<string, CodeErrorKey> = {
  'Invalid code': 'invalidCode',
  'Invalid OTP': 'invalidCode',
  'Invalid backup code': 'invalidBackupCode',
  'OTP has expired': 'codeExpired',
  'OTP expired': 'codeExpired',
  'Too many attempts': 'tooManyAttempts',
  'Too many attempts. Please request a new code.': 'tooManyAttempts',
};

export type CodeErrorDescription = { codeKey: CodeErrorKey } | AuthErrorDescription;

/** A failed code check (two-factor step, email sign-in code) in the user's language. */
export function describeCodeError(error: unknown): CodeErrorDescription {
  if (isApiError(error)) {
    if (error.status === 429) return { codeKey: 'tooManyRequests' };
    const known =
      (error.code ? CODE_ERRORS[error.code] : undefined) ??
      (error.serverMessage ? CODE_MESSAGES[error.serverMessage] : undefined);
    if (known) return { codeKey: known };
  }
  return describeAuthError(error, 'signIn');
}

/** A code step's failure must restart the sign-in: the first step's cookie is gone. */
export function mustRestartSignIn(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_TWO_FACTOR_COOKIE';
}
