import { useTranslation } from 'react-i18next';
import { describeMemoryError } from '../lib/memory-errors';
import { NOTE_MAX_KB } from '../lib/note-size';

/** Text for a failed upload or memory write, in the current language. */
export function useMemoryErrorText(): (error: unknown) => string {
  const { t } = useTranslation('memories');
  return (error) => {
    const description = describeMemoryError(error);
    return 'key' in description ? t(`errors.${description.key}`, { maxKb: NOTE_MAX_KB }) : description.text;
  };
}
