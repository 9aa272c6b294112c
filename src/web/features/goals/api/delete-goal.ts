import type { Goal } from '@common/goals';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useOptimisticGoalMutation } from '../hooks/use-optimistic-goal-mutation';
import { editGoalLists, withoutGoal } from '../lib/goal-lists';
import { GOALS_QUERY_KEY } from './list-goals';

/** DELETE /api/bucket-list/:id: 204 (or {success: true}); the goal is gone for good. */
export async function deleteGoal(goal: Pick<Goal, 'id'>): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey([...GOALS_QUERY_KEY, goal.id]));
}

export function useDeleteGoal() {
  return useOptimisticGoalMutation({
    mutationFn: deleteGoal,
    failure: 'delete',
    applyOptimistic: (client, goal) =>
      editGoalLists(client, GOALS_QUERY_KEY, (data) => withoutGoal(data, goal.id)),
  });
}
