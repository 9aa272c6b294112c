import { AUTH_TEXT_VALUES, describeAuthError } from '@web/lib/describe-auth-error';
import { errorCodeKey } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { useCallback } from 'react';

/** The words for a failed profile call: a translated text for a known answer, or the server's own words. */
export function useProfileErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['auth', 'profile', 'errors']);
  return useCallback(
    (error: unknown) => {
      const described = describeAuthError(error, 'profile');
      if ('text' in described) return described.text;
      if ('key' in described) return t(`auth:errors.${described.key}`, AUTH_TEXT_VALUES);
      // The avatar picker words its one refusal in its own terms.
      if (described.code === 'INVALID_IMAGE') return t('profile:profile.invalidImage');
      return t(errorCodeKey(described.code));
    },
    [t],
  );
}
