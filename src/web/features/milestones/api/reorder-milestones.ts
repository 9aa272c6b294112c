import type { MilestoneList } from '@common/milestones';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { milestonesQueryKey } from './list-milestones';
import { editCachedList, useMilestoneWrite } from './milestone-write';

/** PUT /api/bucket-list/:id/milestones/order: every milestone id once, in the new order. */
export function reorderMilestones(goalId: string, ids: readonly string[]): Promise<MilestoneList> {
  return apiRequest<MilestoneList>('PUT', `${requestPathFromKey(milestonesQueryKey(goalId))}/order`, { ids });
}

export function useReorderMilestones(goalId: string) {
  return useMilestoneWrite(goalId, {
    mutationFn: (ids: readonly string[]) => reorderMilestones(goalId, ids),
    optimistic: (client, ids) =>
      editCachedList(client, goalId, (list) => {
        const byId = new Map(list.map((m) => [m.id, m]));
        return ids.flatMap((id) => byId.get(id) ?? []);
      }),
  });
}
