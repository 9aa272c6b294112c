import { ApiError, statusOf } from '@web/lib/api-error';

export type MemoryErrorKey = 'tooLarge' | 'unsupported' | 'quota' | 'generic';

/** Which text explains a failed upload or memory write: 413, 415, 422 quota, or the server's words. */
export function describeMemoryError(error: unknown): { key: MemoryErrorKey } | { text: string } {
  const status = statusOf(error);
  if (status === 413) return { key: 'tooLarge' };
  if (status === 415) return { key: 'unsupported' };
  if (error instanceof ApiError && error.code === 'STORAGE_QUOTA_EXCEEDED') return { key: 'quota' };
  if (error instanceof ApiError && error.serverMessage && status !== undefined && status < 500) {
    return { text: error.serverMessage };
  }
  return { key: 'generic' };
}
