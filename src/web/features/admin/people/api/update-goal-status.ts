import type { AdminGoal } from '@common/admin';
import type { GoalStatus } from '@common/goals';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_GOALS_KEY } from './admin-keys';

export type GoalStatusInput = { goal: Pick<AdminGoal, 'id' | 'title'>; status: GoalStatus };

/** PATCH /api/admin/goals/:id {status}: completed or active again, as its owner would. */
export function updateGoalStatus({ goal, status }: GoalStatusInput): Promise<AdminGoal> {
  return apiRequest('PATCH', requestPathFromKey([...ADMIN_GOALS_KEY, goal.id]), { status });
}

export function useUpdateGoalStatus() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: updateGoalStatus,
    failureTitle: t('toasts.goalStatusFailed'),
    successTitle: ({ goal, status }) =>
      t(status === 'completed' ? 'toasts.goalCompleted' : 'toasts.goalReopened', { title: goal.title }),
  });
}
