import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { GOALS_KEY } from './keys';

/**
 * A change to who shares a goal: afterwards every goal answer is read again, since roles, member
 * lists and the dashboard's goals (a goal left or handed over) may all have changed.
 */
export function useSharingChange<TVariables, TData = void>(mutationFn: MutationFunction<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GOALS_KEY }),
  });
}
