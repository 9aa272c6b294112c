import type { MilestoneList } from '@common/milestones';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';

/** GET /api/bucket-list/:id/milestones, keyed by its path like every read. */
export const milestonesQueryKey = (goalId: string) => ['api', 'bucket-list', goalId, 'milestones'] as const;

const EMPTY: MilestoneList = { milestones: [] };

export async function listMilestones(goalId: string, signal?: AbortSignal): Promise<MilestoneList> {
  return (await apiGet<MilestoneList>(milestonesQueryKey(goalId), signal)) ?? EMPTY;
}

export function milestonesQueryOptions(goalId: string) {
  return apiQueryOptions(milestonesQueryKey(goalId), (signal) => listMilestones(goalId, signal));
}

export function useMilestones(goalId: string) {
  return useQuery(milestonesQueryOptions(goalId));
}
