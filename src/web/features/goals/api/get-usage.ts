import type { Usage } from '@common/goals';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

const USAGE_QUERY_KEY = ['api', 'me', 'usage'] as const;

/** GET /api/me/usage: plan, goals used of the limit, storage used of the limit. */
function getUsage(signal?: AbortSignal): Promise<Usage | null> {
  return apiGet<Usage>(USAGE_QUERY_KEY, signal);
}

export function usageQueryOptions() {
  return apiQueryOptions(USAGE_QUERY_KEY, getUsage);
}

export function useUsage() {
  return useQuery(usageQueryOptions());
}

/** Free plan with its goal limit used up: adding leads to the upgrade page instead. */
export function isGoalLimitReached(usage: Usage | null | undefined): boolean {
  return usage?.goalLimit != null && usage.goalCount >= usage.goalLimit;
}
