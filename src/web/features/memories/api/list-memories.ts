import type { Memory } from '@common/memories';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

export const memoriesQueryKey = (goalId: string) => ['api', 'bucket-list', goalId, 'memories'] as const;

/** GET /api/bucket-list/:id/memories: the goal's scrapbook, newest first. */
async function listMemories(goalId: string, signal?: AbortSignal): Promise<Memory[]> {
  return (await apiGet<Memory[]>(memoriesQueryKey(goalId), signal)) ?? [];
}

function memoriesQueryOptions(goalId: string) {
  return apiQueryOptions(memoriesQueryKey(goalId), (signal) => listMemories(goalId, signal));
}

export function useMemories(goalId: string) {
  return useQuery(memoriesQueryOptions(goalId));
}
