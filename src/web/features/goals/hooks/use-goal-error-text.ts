import { isErrorCode } from '@common/errors';
import { errorCodeKey } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { describeGoalError, isGoalWorded } from '../lib/goal-errors';

/** Text for a failed goal or image call, in the current language. */
export function useGoalErrorText(): (error: unknown) => string {
  const { t } = useTranslation(['goals', 'errors']);
  return (error) => {
    const description = describeGoalError(error);
    if ('text' in description) return description.text;
    const { key } = description;
    if (isErrorCode(key) && !isGoalWorded(key)) return t(errorCodeKey(key));
    return t(`errors.${key}`);
  };
}
