import type { AdminGoal } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_GOALS_KEY } from './admin-keys';

type Target = Pick<AdminGoal, 'id' | 'title'>;

/** DELETE /api/admin/goals/:id: 204; the goal goes with its memories, share links and files. */
export async function deleteAdminGoal(goal: Target): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey([...ADMIN_GOALS_KEY, goal.id]));
}

export function useDeleteAdminGoal() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: deleteAdminGoal,
    failureTitle: t('toasts.deleteGoalFailed'),
    successTitle: (goal: Target) => t('toasts.goalDeleted', { title: goal.title }),
  });
}
