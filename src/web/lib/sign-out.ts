import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapAuthResult } from './auth-result';
import { dropEarlyRequests } from './early-requests';
import { SESSION_QUERY_KEY } from './query-keys';

/**
 * POST /api/auth/sign-out. The auth library loads on the click: every signed-in screen has the
 * button, and its 33 kB were the only reason those screens loaded the library at all.
 */
export async function signOut() {
  dropEarlyRequests();
  const { authClient } = await import('./auth-client');
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
      // The session is answered "signed out" in place rather than dropped: an observer of a
      // removed query hears nothing more, so the header would stay up. Everything else goes.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      const sessionHash = hashKey(SESSION_QUERY_KEY);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
      queryClient.getMutationCache().clear();
    },
  });
}
