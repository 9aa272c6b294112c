import type { Goal } from '@common/goals';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useOptimisticGoalMutation } from '../hooks/use-optimistic-goal-mutation';
import { asActive, moveGoal } from '../lib/goal-lists';
import { GOALS_QUERY_KEY } from './list-goals';

/** POST /api/bucket-list/:id/restore: a completed goal becomes active again. */
export function restoreGoal(goal: Pick<Goal, 'id'>): Promise<Goal> {
  return apiRequest<Goal>('POST', requestPathFromKey([...GOALS_QUERY_KEY, goal.id, 'restore']));
}

export function useRestoreGoal() {
  return useOptimisticGoalMutation({
    mutationFn: (goal: Goal) => restoreGoal(goal),
    failure: 'restore',
    applyOptimistic: (client, goal) => moveGoal(client, GOALS_QUERY_KEY, asActive(goal)),
  });
}
