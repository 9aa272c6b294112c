import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';

/** Text for a failed category write: the catalogue's text of its code, else a general one. */
export function useCategoryErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['categories', 'errors']);
  return (error) => {
    const code = errorCodeOf(error);
    if (code) return t(errorCodeKey(code));
    return serverWordsOf(error) ?? t('failed.generic');
  };
}
