import { ApiError, statusOf } from '@web/lib/api-error';

export type MemoryErrorKey =
  | 'tooLarge'
  | 'noteTooLarge'
  | 'unsupported'
  | 'quota'
  | 'invalid'
  | 'invalidText'
  | 'generic';

/** Codes whose own text is better than the server's English words. */
const KNOWN_CODES: Record<string, MemoryErrorKey> = {
  // A JSON body over the limit: for a memory that can only be a note's text.
  PAYLOAD_TOO_LARGE: 'noteTooLarge',
  STORAGE_QUOTA_EXCEEDED: 'quota',
  VALIDATION_FAILED: 'invalid',
  INVALID_TEXT: 'invalidText',
};

/** Which text explains a failed upload or memory write: by code, then 413/415, or the server's words. */
export function describeMemoryError(error: unknown): { key: MemoryErrorKey } | { text: string } {
  const known = error instanceof ApiError && error.code ? KNOWN_CODES[error.code] : undefined;
  if (known) return { key: known };
  const status = statusOf(error);
  if (status === 413) return { key: 'tooLarge' };
  if (status === 415) return { key: 'unsupported' };
  if (error instanceof ApiError && error.serverMessage && status !== undefined && status < 500) {
    return { text: error.serverMessage };
  }
  return { key: 'generic' };
}
