import type { Milestone, MilestoneList } from '@common/milestones';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { statusOf } from '@web/lib/api-error';
import { milestonesQueryKey } from './list-milestones';

/**
 * The goal answers (both lists and a single goal: `/api/bucket-list` and `/api/bucket-list/:id`)
 * carry the milestone progress, so they are read again after a change; not the goal's other
 * sub-resources (memories, share, these milestones), which a milestone does not change.
 */
const GOAL_ANSWERS_KEY = ['api', 'bucket-list'] as const;
const isGoalAnswer = (key: QueryKey) => key.length <= 3;

/** Writes of one goal's milestones share a key: refetches wait until the last one is over. */
const writeKey = (goalId: string) => ['milestones', goalId, 'write'] as const;

/** A refused write (4xx) fails at once; a network or server failure is tried once more. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

/** The cached list changed in place (an optimistic edit). */
export function editCachedList(
  client: QueryClient,
  goalId: string,
  edit: (milestones: Milestone[]) => Milestone[],
): void {
  client.setQueryData<MilestoneList>(milestonesQueryKey(goalId), (list) =>
    list ? { milestones: edit(list.milestones) } : list,
  );
}

/**
 * A milestone write that shows its result at once: `optimistic` edits the cached list before the
 * request; a failure puts the list back as it was. The writes of a goal run one after another
 * (one scope), so a tick, a rename and two quick moves reach the server in the order made; once
 * the last is over, the list and the goal answers (their progress) are read again.
 */
export function useMilestoneWrite<TVariables, TData>(
  goalId: string,
  {
    mutationFn,
    optimistic,
    onSuccess,
  }: {
    mutationFn: (variables: TVariables) => Promise<TData>;
    optimistic?: (client: QueryClient, variables: TVariables) => void;
    onSuccess?: (client: QueryClient, data: TData, variables: TVariables) => void;
  },
) {
  const client = useQueryClient();
  const key = milestonesQueryKey(goalId);
  return useMutation({
    mutationKey: writeKey(goalId),
    scope: { id: `milestones-${goalId}` },
    mutationFn,
    retry: retryUnlessRefused,
    onMutate: async (variables: TVariables) => {
      await client.cancelQueries({ queryKey: key });
      const snapshot = client.getQueryData<MilestoneList>(key);
      optimistic?.(client, variables);
      return { snapshot };
    },
    onSuccess: (data, variables) => onSuccess?.(client, data, variables),
    onError: (_error, _variables, context) => {
      if (context?.snapshot) client.setQueryData(key, context.snapshot);
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: writeKey(goalId) }) > 1) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: GOAL_ANSWERS_KEY, predicate: (q) => isGoalAnswer(q.queryKey) }),
      ]);
    },
  });
}
