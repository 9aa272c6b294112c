import type { Milestone, MilestoneUpdate } from '@common/milestones';
import { apiRequest } from '@web/lib/api-client';
import { editCachedList, useMilestoneWrite } from './milestone-write';

type Variables = { id: string; changes: MilestoneUpdate };

/** PATCH /api/milestones/:id: title, done (sets or clears doneAt), due date (null clears). */
export function updateMilestone({ id, changes }: Variables): Promise<Milestone> {
  return apiRequest<Milestone>('PATCH', `/api/milestones/${encodeURIComponent(id)}`, changes);
}

/** Shown at once; the server's answer (its doneAt) replaces the guess. */
export function useUpdateMilestone(goalId: string) {
  return useMilestoneWrite(goalId, {
    mutationFn: updateMilestone,
    optimistic: (client, { id, changes }) =>
      editCachedList(client, goalId, (list) =>
        list.map((m) =>
          m.id === id
            ? {
                ...m,
                ...(changes.title === undefined ? {} : { title: changes.title }),
                ...(changes.dueDate === undefined ? {} : { dueDate: changes.dueDate }),
                ...(changes.done === undefined
                  ? {}
                  : {
                      done: changes.done,
                      doneAt: changes.done ? (m.doneAt ?? new Date().toISOString()) : null,
                    }),
              }
            : m,
        ),
      ),
    onSuccess: (client, milestone) =>
      editCachedList(client, goalId, (list) => list.map((m) => (m.id === milestone.id ? milestone : m))),
  });
}
