import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { ADMIN_STATS_KEY } from '../../shell';
import { ADMIN_GOALS_KEY, ADMIN_USERS_KEY } from '../api/admin-keys';
import { useAdminErrorText } from './use-admin-error-text';

/** Every admin change can move the users list, the goals list and the overview's figures. */
const CHANGED_KEYS: readonly QueryKey[] = [ADMIN_USERS_KEY, ADMIN_GOALS_KEY, ADMIN_STATS_KEY];

type AdminMutationOptions<V, R> = {
  mutationFn: (variables: V) => Promise<R>;
  /** Toast title when it fails; the reason goes in the description. */
  failureTitle: string;
  /** Toast title when it worked. */
  successTitle: (variables: V) => string;
};

/** A change made from the admin area: a toast either way, then the lists read again. */
export function useAdminMutation<V, R>({
  mutationFn,
  failureTitle,
  successTitle,
}: AdminMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const errorText = useAdminErrorText();
  return useMutation({
    mutationFn,
    onSuccess: (_result, variables) => {
      toast({ title: successTitle(variables), variant: 'success' });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: errorText(error), variant: 'destructive' });
    },
    onSettled: () => Promise.all(CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
