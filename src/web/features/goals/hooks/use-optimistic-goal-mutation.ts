import {
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { usageQueryOptions } from '../api/get-usage';
import { GOALS_QUERY_KEY } from '../api/list-goals';
import { retryUnlessRefused } from '../lib/goal-errors';
import { useGoalErrorText } from './use-goal-error-text';

/** Shared by the goal writes, so a refetch waits until the last of several quick writes ends. */
const GOAL_WRITE_KEY = ['goals', 'optimistic-write'] as const;

type GoalWriteFailure = 'update' | 'delete' | 'complete' | 'restore';
type Snapshot = { snapshot: Array<[QueryKey, unknown]> };

/**
 * Options of a goal write that shows its result at once: the cached lists are edited before the
 * request, put back as they were if it fails, and refetched with the usage figures once it is over.
 */
export function optimisticGoalWrite<TVariables, TData>(
  client: QueryClient,
  {
    mutationFn,
    applyOptimistic,
    onFailure,
  }: {
    mutationFn: (variables: TVariables) => Promise<TData>;
    applyOptimistic: (client: QueryClient, variables: TVariables) => void;
    onFailure: (error: Error) => void;
  },
): MutationOptions<TData, Error, TVariables, Snapshot> {
  return {
    mutationKey: GOAL_WRITE_KEY,
    mutationFn,
    retry: retryUnlessRefused,
    onMutate: async (variables) => {
      // A list fetch still on its way would otherwise overwrite the optimistic state.
      await client.cancelQueries({ queryKey: GOALS_QUERY_KEY });
      const snapshot = client.getQueriesData({ queryKey: GOALS_QUERY_KEY });
      applyOptimistic(client, variables);
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
      onFailure(error);
    },
    onSettled: async () => {
      if (client.isMutating({ mutationKey: GOAL_WRITE_KEY }) > 1) return;
      await Promise.all([
        client.invalidateQueries({ queryKey: GOALS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: usageQueryOptions().queryKey }),
      ]);
    },
  };
}

/** `optimisticGoalWrite` as a hook; a failure is told in a toast with the server's reason. */
export function useOptimisticGoalMutation<TVariables, TData>({
  mutationFn,
  applyOptimistic,
  failure,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  applyOptimistic: (client: QueryClient, variables: TVariables) => void;
  failure: GoalWriteFailure;
}) {
  const { t } = useTranslation('goals');
  const errorText = useGoalErrorText();
  const queryClient = useQueryClient();
  return useMutation(
    optimisticGoalWrite(queryClient, {
      mutationFn,
      applyOptimistic,
      onFailure: (error) =>
        toast({ title: t(`failed.${failure}`), description: errorText(error), variant: 'destructive' }),
    }),
  );
}
