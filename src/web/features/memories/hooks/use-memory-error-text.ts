import { errorCodeKey } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { describeMemoryError } from '../lib/memory-errors';
import { NOTE_MAX_KB } from '../lib/note-size';

/** Text for a failed upload or memory write, in the current language. */
export function useMemoryErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['memories', 'errors']);
  return (error) => {
    const description = describeMemoryError(error);
    if ('text' in description) return description.text;
    if ('code' in description) return t(errorCodeKey(description.code));
    return t(`errors.${description.key}`, { maxKb: NOTE_MAX_KB });
  };
}
