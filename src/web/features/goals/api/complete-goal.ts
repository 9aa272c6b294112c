import type { Goal } from '@common/goals';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useOptimisticGoalMutation } from '../hooks/use-optimistic-goal-mutation';
import { asCompleted, moveGoal } from '../lib/goal-lists';
import { GOALS_QUERY_KEY } from './list-goals';

/** POST /api/bucket-list/:id/complete: the goal, now completed ("Done"). */
export function completeGoal(goal: Pick<Goal, 'id'>): Promise<Goal> {
  return apiRequest<Goal>('POST', requestPathFromKey([...GOALS_QUERY_KEY, goal.id, 'complete']));
}

export function useCompleteGoal() {
  return useOptimisticGoalMutation({
    mutationFn: (goal: Goal) => completeGoal(goal),
    failure: 'complete',
    applyOptimistic: (client, goal) => moveGoal(client, GOALS_QUERY_KEY, asCompleted(goal)),
  });
}
