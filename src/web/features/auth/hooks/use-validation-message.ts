import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { AUTH_TEXT_VALUES } from '@web/lib/describe-auth-error';
import { useTranslation } from '@web/lib/use-translation';
import type { ValidationKey } from '../lib/schemas';

/** Turns a schema message (a catalog key) into text in the current language. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (key) =>
    key
      ? t(`validation.${key as ValidationKey}`, {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
          ...AUTH_TEXT_VALUES,
        })
      : undefined;
}
