import { Alert, AlertTitle } from '@web/components/ui/alert';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthErrorDescription } from '../lib/describe-auth-error';

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
        ? t(`errors.${description.key}`)
        : description.text;
  return (
    <Alert variant="error" role="alert">
      <AlertCircle aria-hidden="true" />
      <div className="grid gap-1">
        {title ? <AlertTitle>{title}</AlertTitle> : null}
        <p>{text}</p>
      </div>
    </Alert>
  );
}
