import type { AiIdea } from '@common/ai';
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, type Goal, type GoalCreate } from '@common/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_QUERY_KEY, usageQueryOptions } from '@web/features/goals';
import { apiRequest } from '@web/lib/api-client';

/**
 * A catalogue idea through POST /api/ai/ideas/:id/add, so the server writes it in the user's
 * language and counts it towards the popular ideas; a model's idea (no id) as a plain new goal.
 */
function addIdea(idea: AiIdea): Promise<Goal> {
  if (idea.id) return apiRequest<Goal>('POST', `/api/ai/ideas/${encodeURIComponent(idea.id)}/add`);
  // A model's wording is checked against its own schema, not the goal form's: trimmed to fit.
  const goal: GoalCreate = {
    title: idea.title.slice(0, GOAL_TITLE_MAX),
    description: idea.description.slice(0, GOAL_DESCRIPTION_MAX) || null,
    category: idea.category,
  };
  return apiRequest<Goal>('POST', '/api/bucket-list', goal);
}

export function useAddIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIdea,
    // A refused add (goal limit) cannot change on a second try; a lost answer may have added it.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
      ]),
  });
}
