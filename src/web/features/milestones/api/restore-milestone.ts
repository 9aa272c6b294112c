import type { Milestone, MilestoneList } from '@common/milestones';
import { createMilestone } from './create-milestone';
import { listMilestones } from './list-milestones';
import { editCachedList, useMilestoneWrite } from './milestone-write';
import { reorderMilestones } from './reorder-milestones';
import { updateMilestone } from './update-milestone';

type Deleted = { milestone: Milestone; index: number };

/**
 * Undo of a delete: the milestone is made again with its title, due date and tick, and put back
 * at its place (a new id; a ticked one counts as done from now).
 */
async function restoreMilestone(goalId: string, { milestone, index }: Deleted): Promise<MilestoneList> {
  const made = await createMilestone(goalId, { title: milestone.title, dueDate: milestone.dueDate });
  if (milestone.done) await updateMilestone({ id: made.id, changes: { done: true } });
  const now = await listMilestones(goalId);
  const ids = now.milestones.map((m) => m.id).filter((id) => id !== made.id);
  // It was last, where a new one goes anyway.
  if (index >= ids.length) return now;
  ids.splice(index, 0, made.id);
  return reorderMilestones(goalId, ids);
}

export function useRestoreMilestone(goalId: string) {
  return useMilestoneWrite(goalId, {
    mutationFn: (deleted: Deleted) => restoreMilestone(goalId, deleted),
    optimistic: (client, { milestone, index }) =>
      editCachedList(client, goalId, (list) => [...list.slice(0, index), milestone, ...list.slice(index)]),
    onSuccess: (client, answer) => editCachedList(client, goalId, () => answer.milestones),
  });
}
