import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { SESSIONS_QUERY_KEY } from './keys';

/**
 * A profile change after which better-auth hands this device a new session (password change,
 * two-factor on or off): the session and the sessions list are read again. Not retried, and a
 * refusal (wrong password or code) is not an expired session.
 */
export function useSessionChangingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
