import { AUTH_TEXT_VALUES, describeAuthError } from '@web/features/auth/lib/describe-auth-error';
import { isApiError } from '@web/lib/api-error';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The words for a failed profile call: a translated auth message, or the server's own words. */
export function useProfileErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['auth', 'profile']);
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === 'INVALID_IMAGE') return t('profile:profile.invalidImage');
      const described = describeAuthError(error, 'profile');
      return 'key' in described ? t(`auth:errors.${described.key}`, AUTH_TEXT_VALUES) : described.text;
    },
    [t],
  );
}
