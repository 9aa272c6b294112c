import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from './auth-client';
import { unwrapAuthResult } from './auth-result';
import { SESSION_QUERY_KEY } from './query-keys';

/** POST /api/auth/sign-out. */
export function signOut() {
  return unwrapAuthResult(authClient.signOut());
}

/** Signs out and forgets everything cached for the previous user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => {
      queryClient.clear();
      // Known answer, so the landing page renders at once instead of a loading state.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
