import type { Milestone, MilestoneCreate } from '@common/milestones';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { milestonesQueryKey } from './list-milestones';
import { editCachedList, useMilestoneWrite } from './milestone-write';

/** POST /api/bucket-list/:id/milestones: 201 with the milestone, last in the order. */
export function createMilestone(goalId: string, input: MilestoneCreate): Promise<Milestone> {
  return apiRequest<Milestone>('POST', requestPathFromKey(milestonesQueryKey(goalId)), input);
}

export function useCreateMilestone(goalId: string) {
  return useMilestoneWrite(goalId, {
    mutationFn: (input: MilestoneCreate) => createMilestone(goalId, input),
    onSuccess: (client, milestone) =>
      editCachedList(client, goalId, (list) => [...list.filter((m) => m.id !== milestone.id), milestone]),
  });
}
