import { GOAL_LIMIT } from '@common/media';
import { useTranslation } from 'react-i18next';
import { describeGoalError } from '../lib/goal-errors';

/** Text for a failed goal or image call, in the current language. */
export function useGoalErrorText(): (error: unknown) => string {
  const { t } = useTranslation('goals');
  return (error) => {
    const description = describeGoalError(error);
    return 'key' in description
      ? t(`errors.${description.key}`, { limit: GOAL_LIMIT.free })
      : description.text;
  };
}
