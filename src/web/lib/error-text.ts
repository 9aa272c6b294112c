import { type ErrorCode, isErrorCode } from '@common/errors';
import { isApiError } from './api-error';

/** The `errors` catalogue key holding a code's text in every language. */
export function errorCodeKey<C extends ErrorCode>(code: C): `errors:codes.${C}` {
  return `errors:codes.${code}`;
}

/** The catalogue code of a failed API call, when the server answered with one we know. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return isApiError(error) && isErrorCode(error.code) ? error.code : undefined;
}

/**
 * The server's own words for a refusal whose code the catalogue does not know (a library's
 * answer); never for a server failure, whose message is not meant for people.
 */
export function serverWordsOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status >= 500) return undefined;
  return error.serverMessage || undefined;
}
