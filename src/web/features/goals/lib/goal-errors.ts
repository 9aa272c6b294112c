import type { ErrorCode } from '@common/errors';
import { isApiError, statusOf } from '@web/lib/api-error';
import { errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { shouldRetryMutation } from '@web/lib/query-policy';

/**
 * Codes the goal screens word in their own terms (a goal, an image) under `goals:errors`; every
 * other code uses the error catalogue's text.
 */
export const GOAL_WORDED_CODES = [
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'STORAGE_QUOTA_EXCEEDED',
] as const satisfies readonly ErrorCode[];
export type GoalWordedCode = (typeof GOAL_WORDED_CODES)[number];

export function isGoalWorded(code: ErrorCode): code is GoalWordedCode {
  return (GOAL_WORDED_CODES as readonly ErrorCode[]).includes(code);
}

/** A catalogue code, or one of the goals catalog's own failures. */
export type GoalErrorKey = ErrorCode | 'network' | 'generic';

/** A refusal without our code (a proxy's, say), told by its status. */
const BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export type GoalErrorDescription = { key: GoalErrorKey } | { text: string };

/**
 * What to tell the user about a failed goal or image call: a translated text for every catalogue
 * code, else the server's own words for a refusal, else a generic line.
 */
export function describeGoalError(error: unknown): GoalErrorDescription {
  if (isApiError(error)) {
    const code = errorCodeOf(error) ?? BY_STATUS[error.status];
    if (code) return { key: code };
    const words = serverWordsOf(error);
    return words ? { text: words } : { key: 'generic' };
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return { key: 'network' };
  return { key: 'generic' };
}

export function isGoalLimitError(error: unknown): boolean {
  return errorCodeOf(error) === 'GOAL_LIMIT_REACHED';
}

/**
 * The app's mutation retries (once, after 1 s), minus answers that a second try cannot change: a refused write
 * (4xx: limit reached, file too large, bad input) is shown at once instead of a second later.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return shouldRetryMutation(failureCount, error);
}
