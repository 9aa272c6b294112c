import { isApiError, statusOf } from '@web/lib/api-error';
import { shouldRetryMutation } from '@web/lib/query-policy';

/** Keys of the goals catalog's `errors` group. */
export type GoalErrorKey =
  | 'GOAL_LIMIT_REACHED'
  | 'VALIDATION_FAILED'
  | 'INVALID_TEXT'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'STORAGE_QUOTA_EXCEEDED'
  | 'IMAGE_TOO_LARGE_DIMENSIONS'
  | 'IMAGE_UNREADABLE'
  | 'IMAGE_FETCH_FAILED'
  | 'URL_NOT_ALLOWED'
  | 'PRO_REQUIRED'
  | 'RATE_LIMITED'
  | 'network'
  | 'generic';

const KNOWN_CODES = new Set<string>([
  'GOAL_LIMIT_REACHED',
  'VALIDATION_FAILED',
  'INVALID_TEXT',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'STORAGE_QUOTA_EXCEEDED',
  'IMAGE_TOO_LARGE_DIMENSIONS',
  'IMAGE_UNREADABLE',
  'IMAGE_FETCH_FAILED',
  'URL_NOT_ALLOWED',
  'PRO_REQUIRED',
  'RATE_LIMITED',
]);

const BY_STATUS: Record<number, GoalErrorKey> = {
  404: 'NOT_FOUND',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export type GoalErrorDescription = { key: GoalErrorKey } | { text: string };

/**
 * What to tell the user about a failed goal or image call: a translated text for every code we
 * know, else the server's own message, else a generic line.
 */
export function describeGoalError(error: unknown): GoalErrorDescription {
  if (isApiError(error)) {
    if (error.code && KNOWN_CODES.has(error.code)) return { key: error.code as GoalErrorKey };
    const byStatus = BY_STATUS[error.status];
    if (byStatus) return { key: byStatus };
    if (error.serverMessage && error.status < 500) return { text: error.serverMessage };
    return { key: 'generic' };
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return { key: 'network' };
  return { key: 'generic' };
}

export function isGoalLimitError(error: unknown): boolean {
  return isApiError(error) && error.code === 'GOAL_LIMIT_REACHED';
}

/**
 * Spec §9 mutation retries, minus answers that a second try cannot change: a refused write
 * (4xx: limit reached, file too large, bad input) is shown at once instead of a second later.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return shouldRetryMutation(failureCount, error);
}
