import { ErrorAlert } from '@web/components/ui/error-alert';
import { useTranslation } from 'react-i18next';
import { AUTH_TEXT_VALUES, type AuthErrorDescription } from '../lib/describe-auth-error';

/** The form-level failure message, announced as soon as it appears. */
export function FormErrorAlert({
  title,
  description,
}: {
  title?: string;
  description: AuthErrorDescription | string;
}) {
  const { t } = useTranslation('auth');
  const text =
    typeof description === 'string'
      ? description
      : 'key' in description
        ? t(`errors.${description.key}`, AUTH_TEXT_VALUES)
        : description.text;
  return <ErrorAlert title={title} text={text} />;
}
