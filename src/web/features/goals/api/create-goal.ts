import type { GoalCreate } from '@common/goal-schemas';
import type { Goal } from '@common/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { retryUnlessRefused } from '../lib/goal-errors';
import { editGoalLists, withGoalFirst } from '../lib/goal-lists';
import { usageQueryOptions } from './get-usage';
import { GOALS_QUERY_KEY } from './list-goals';

/** POST /api/bucket-list: 201 with the goal; 422 GOAL_LIMIT_REACHED on a full free plan. */
function createGoal(input: GoalCreate): Promise<Goal> {
  return apiRequest<Goal>('POST', requestPathFromKey(GOALS_QUERY_KEY), input);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    retry: retryUnlessRefused,
    // Shown at once; the refetch below then brings the lists in line with the server.
    onSuccess: (goal) =>
      editGoalLists(queryClient, GOALS_QUERY_KEY, (data, status) =>
        status === goal.status ? withGoalFirst(data, goal) : data,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
      ]),
  });
}
