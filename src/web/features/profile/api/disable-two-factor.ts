import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { SESSIONS_QUERY_KEY } from './keys';

/** POST /api/auth/two-factor/disable: checks the password, then sign-in asks for no code. */
export function disableTwoFactor({ password }: { password: string }) {
  return unwrapAuthResult(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
