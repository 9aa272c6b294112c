import type { AiIdea } from '@common/ai';
import type { GoalCreate } from '@common/goal-schemas';
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX, type Goal } from '@common/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_QUERY_KEY, usageQueryOptions } from '@web/features/goals';
import { apiRequest } from '@web/lib/api-client';

/** A suggestion (a model's idea, a clarified wish, a destination) to save as a plain new goal. */
export type SuggestedGoal = Pick<AiIdea, 'title' | 'description' | 'category'> & { targetDate?: string };

/**
 * POST /api/bucket-list, so the goal limit applies as for any new goal. A suggestion's wording is
 * checked against its own schema, not the goal form's: trimmed to fit.
 */
function createSuggestedGoal(suggestion: SuggestedGoal): Promise<Goal> {
  const goal: GoalCreate = {
    title: suggestion.title.slice(0, GOAL_TITLE_MAX),
    description: suggestion.description.slice(0, GOAL_DESCRIPTION_MAX) || null,
    category: suggestion.category,
    ...(suggestion.targetDate ? { targetDate: suggestion.targetDate } : {}),
  };
  return apiRequest<Goal>('POST', '/api/bucket-list', goal);
}

/**
 * A catalogue idea through POST /api/ai/ideas/:id/add, so the server writes it in the user's
 * language and counts it towards the popular ideas; a model's idea (no id) as a plain new goal.
 */
function addIdea(idea: AiIdea): Promise<Goal> {
  if (idea.id) return apiRequest<Goal>('POST', `/api/ai/ideas/${encodeURIComponent(idea.id)}/add`);
  return createSuggestedGoal(idea);
}

function useGoalAdd<T>(add: (input: T) => Promise<Goal>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: add,
    // A refused add (goal limit) cannot change on a second try; a lost answer may have added it.
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
      ]),
  });
}

export function useAddIdea() {
  return useGoalAdd(addIdea);
}

export function useAddSuggestedGoal() {
  return useGoalAdd(createSuggestedGoal);
}
