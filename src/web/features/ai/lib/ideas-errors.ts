import type { ErrorCode } from '@common/errors';
import { statusOf } from '@web/lib/api-error';
import { errorCodeOf } from '@web/lib/error-text';

/**
 * What a failed ideas call means for the screen: the plan or the switch changed under the user
 * (the same notices as on arrival), the session ended, or a code whose text goes with a retry.
 */
export type IdeasFailure =
  | { kind: 'proRequired' }
  | { kind: 'turnedOff' }
  | { kind: 'signedOut' }
  | { kind: 'retry'; code: ErrorCode };

export function describeIdeasFailure(error: unknown): IdeasFailure {
  const code = errorCodeOf(error);
  if (code === 'PRO_REQUIRED') return { kind: 'proRequired' };
  if (code === 'AI_DISABLED') return { kind: 'turnedOff' };
  const status = statusOf(error);
  if (status === 401) return { kind: 'signedOut' };
  if (code) return { kind: 'retry', code };
  if (status === 429) return { kind: 'retry', code: 'RATE_LIMITED' };
  // A proxy's page, a lost connection: to the user, the ideas did not come.
  return { kind: 'retry', code: 'AI_GENERATION_FAILED' };
}
