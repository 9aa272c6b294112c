import type { GoalReminders, GoalRemindersBody } from '@common/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const goalRemindersKey = (goalId: string) => ['api', 'bucket-list', goalId, 'reminders'] as const;

/** GET /api/bucket-list/:id/reminders: the goal's own choice, or the default it follows. */
export function useGoalReminders(goalId: string) {
  const key = goalRemindersKey(goalId);
  return useQuery(apiQueryOptions(key, (signal) => apiGet<GoalReminders>(key, signal)));
}

/** PUT /api/bucket-list/:id/reminders: a choice of the goal's own. */
export function useSaveGoalReminders(goalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalRemindersBody) =>
      apiRequest<GoalReminders>('PUT', `/api/bucket-list/${encodeURIComponent(goalId)}/reminders`, body),
    onSuccess: (saved) => queryClient.setQueryData(goalRemindersKey(goalId), saved),
  });
}
