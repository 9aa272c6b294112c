import { ErrorAlert } from '@web/components/ui/error-alert';
import { AUTH_TEXT_VALUES, type AuthErrorDescription } from '@web/lib/describe-auth-error';
import { errorCodeKey } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';

/** The form-level failure message, announced as soon as it appears. */
export function FormErrorAlert({
  title,
  description,
}: {
  title?: string;
  description: AuthErrorDescription | string;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const text =
    typeof description === 'string'
      ? description
      : 'key' in description
        ? t(`errors.${description.key}`, AUTH_TEXT_VALUES)
        : 'code' in description
          ? t(errorCodeKey(description.code))
          : description.text;
  return <ErrorAlert title={title} text={text} />;
}
