import type { CustomCategory } from '@common/custom-categories';
import type { GoalUpdate } from '@common/goal-schemas';
import type { Goal } from '@common/goals';
import { mediaThumbUrl, mediaUrl } from '@common/urls';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useOptimisticGoalMutation } from '../hooks/use-optimistic-goal-mutation';
import { editGoalLists, withGoalChanged } from '../lib/goal-lists';
import { GOALS_QUERY_KEY } from './list-goals';

/** `customCategory`: the own category the patch names, so the change shows before the answer. */
export type UpdateGoalInput = { id: string; patch: GoalUpdate; customCategory?: CustomCategory | null };

/** PATCH /api/bucket-list/:id with any subset of the fields; null clears an optional one. */
export function updateGoal({ id, patch }: UpdateGoalInput): Promise<Goal> {
  return apiRequest<Goal>('PATCH', requestPathFromKey([...GOALS_QUERY_KEY, id]), patch);
}

/** The goal as the server will answer it, as far as the client can tell. */
export function applyGoalPatch(goal: Goal, patch: GoalUpdate, customCategory?: CustomCategory | null): Goal {
  const next: Goal = { ...goal, updatedAt: new Date().toISOString() };
  if (patch.title !== undefined && patch.title !== null) next.title = patch.title;
  if (patch.category !== undefined && patch.category !== null) next.category = patch.category;
  if (patch.description !== undefined) next.description = patch.description || null;
  if (patch.targetDate !== undefined) next.targetDate = patch.targetDate ?? null;
  if (patch.imageId !== undefined && patch.imageId !== goal.imageId) {
    // Image addresses follow from the media id (same-origin /media/{id} and its thumbnail).
    next.imageId = patch.imageId ?? null;
    next.imageUrl = patch.imageId ? mediaUrl(patch.imageId) : null;
    next.thumbUrl = patch.imageId ? mediaThumbUrl(patch.imageId) : null;
  }
  if (patch.customCategoryId === null) next.customCategory = null;
  else if (patch.customCategoryId !== undefined && customCategory?.id === patch.customCategoryId) {
    next.customCategory = customCategory;
  }
  return next;
}

export function useUpdateGoal() {
  return useOptimisticGoalMutation({
    mutationFn: updateGoal,
    failure: 'update',
    applyOptimistic: (client, { id, patch, customCategory }) =>
      editGoalLists(client, GOALS_QUERY_KEY, (data) =>
        withGoalChanged(data, id, (goal) => applyGoalPatch(goal, patch, customCategory)),
      ),
  });
}
