import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';

/** Why an admin call failed, in the current language: the code's text, else the server's words. */
export function useAdminErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['people', 'errors']);
  return (error) => {
    const code = errorCodeOf(error);
    if (code) return t(errorCodeKey(code));
    return serverWordsOf(error) ?? t('people:errors.generic');
  };
}
