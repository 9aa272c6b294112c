import { useTranslation } from '@web/lib/use-translation';
import type { CodeErrorDescription } from '../lib/describe-code-error';
import { FormErrorAlert } from './form-error-alert';

/** The failure of a code check, in the user's language. */
export function CodeErrorAlert({
  title,
  description,
}: {
  title?: string;
  description: CodeErrorDescription;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormErrorAlert
      title={title ?? t('codeErrors.title')}
      description={'codeKey' in description ? t(`codeErrors.${description.codeKey}`) : description}
    />
  );
}
