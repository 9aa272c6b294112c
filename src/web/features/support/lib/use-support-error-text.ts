import { errorCodeKey, errorCodeOf, serverWordsOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { useCallback } from 'react';

/** Why a support call failed, in the current language: the code's text, else the server's words. */
export function useSupportErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['support', 'errors']);
  return useCallback(
    (error: unknown) => {
      const code = errorCodeOf(error);
      if (code) return t(errorCodeKey(code));
      return serverWordsOf(error) ?? t(errorCodeKey('INTERNAL_ERROR'));
    },
    [t],
  );
}
