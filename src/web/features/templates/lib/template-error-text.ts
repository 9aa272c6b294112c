import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';

/** The reason a template call failed, in the reader's language (a generic one for a network failure). */
export function useTemplateErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['goals', 'errors']);
  return (error) => t(errorCodeKey(errorCodeOf(error) ?? 'INTERNAL_ERROR'));
}
