import type { Goal } from '@common/goals';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { GOALS_QUERY_KEY } from './list-goals';

/** GET /api/bucket-list/:id: one of my goals; 404 when it is not mine or gone. */
function getGoal(goalId: string, signal?: AbortSignal): Promise<Goal | null> {
  return apiGet<Goal>([...GOALS_QUERY_KEY, goalId], signal);
}

function goalQueryOptions(goalId: string) {
  return apiQueryOptions([...GOALS_QUERY_KEY, goalId] as const, (signal) => getGoal(goalId, signal));
}

export function useGoal(goalId: string) {
  return useQuery(goalQueryOptions(goalId));
}
