import { apiRequest } from '@web/lib/api-client';
import { editCachedList, useMilestoneWrite } from './milestone-write';

/** DELETE /api/milestones/:id: 204. */
export async function deleteMilestone(id: string): Promise<void> {
  await apiRequest<unknown>('DELETE', `/api/milestones/${encodeURIComponent(id)}`);
}

export function useDeleteMilestone(goalId: string) {
  return useMilestoneWrite(goalId, {
    mutationFn: deleteMilestone,
    optimistic: (client, id: string) =>
      editCachedList(client, goalId, (list) => list.filter((m) => m.id !== id)),
  });
}
