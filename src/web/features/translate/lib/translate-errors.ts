import { statusOf } from '@web/lib/api-error';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';

/**
 * The `translate` or `errors` catalogue key saying why a translation did not come: the service
 * gone away or the hourly budget spent have their own words; everything else (the engine failed
 * or took too long, a lost connection) is the one failure the user can only retry.
 */
export function translationFailureKey(error: unknown) {
  const code = errorCodeOf(error);
  if (code === 'TRANSLATION_UNAVAILABLE' || code === 'RATE_LIMITED') return errorCodeKey(code);
  if (statusOf(error) === 429) return errorCodeKey('RATE_LIMITED');
  return 'translate:errors.failed' as const;
}
