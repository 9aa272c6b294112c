import type { ErrorCode } from '@common/errors';
import { statusOf } from '@web/lib/api-error';
import { errorCodeOf, serverWordsOf } from '@web/lib/error-text';

/** The memories catalog's own failure texts. */
export type MemoryErrorKey = 'tooLarge' | 'noteTooLarge' | 'unsupported' | 'generic';

/** Codes a memory screen words in its own terms; every other code uses the catalogue's text. */
const MEMORY_WORDING: Partial<Record<ErrorCode, MemoryErrorKey>> = {
  // A JSON body over the limit: for a memory that can only be a note's text.
  PAYLOAD_TOO_LARGE: 'noteTooLarge',
  // A photo or a video: the catalogue's text speaks of images only.
  FILE_TOO_LARGE: 'tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported',
};

export type MemoryErrorDescription = { key: MemoryErrorKey } | { code: ErrorCode } | { text: string };

/**
 * Which text explains a failed upload or memory write: by code (the memories wording, else the
 * catalogue's), then 413/415 from a proxy, or the server's words for a code we do not know.
 */
export function describeMemoryError(error: unknown): MemoryErrorDescription {
  const code = errorCodeOf(error);
  if (code) {
    const worded = MEMORY_WORDING[code];
    return worded ? { key: worded } : { code };
  }
  const status = statusOf(error);
  if (status === 413) return { key: 'tooLarge' };
  if (status === 415) return { key: 'unsupported' };
  const words = serverWordsOf(error);
  return words ? { text: words } : { key: 'generic' };
}
