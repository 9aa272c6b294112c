import type { Goal } from '@common/goals';
import type { Template, TemplateUse } from '@common/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_QUERY_KEY, usageQueryOptions } from '@web/features/goals';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './list-templates';

/**
 * POST /api/templates/:id/goals: 201 with the new goal, its milestones and picture those of the
 * template; 422 GOAL_LIMIT_REACHED on a full free plan, like any new goal.
 */
export function startGoal({ template, input }: { template: Pick<Template, 'id'>; input: TemplateUse }) {
  return apiRequest<Goal>('POST', requestPathFromKey([...TEMPLATES_QUERY_KEY, template.id, 'goals']), input);
}

export function useStartGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGoal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
      ]),
  });
}
