import type { Share } from '@common/shares';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { statusOf } from '@web/lib/api-error';
import { apiQueryOptions } from '@web/lib/api-query';

export const shareQueryKey = (goalId: string) => ['api', 'bucket-list', goalId, 'share'] as const;

/** GET /api/bucket-list/:id/share: the goal's live share link, or null (404) when there is none. */
async function getShare(goalId: string, signal?: AbortSignal): Promise<Share | null> {
  try {
    return await apiGet<Share>(shareQueryKey(goalId), signal);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

function shareQueryOptions(goalId: string) {
  return apiQueryOptions(shareQueryKey(goalId), (signal) => getShare(goalId, signal));
}

export function useShare(goalId: string) {
  return useQuery(shareQueryOptions(goalId));
}
