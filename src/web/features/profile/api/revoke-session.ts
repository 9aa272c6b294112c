import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSIONS_QUERY_KEY } from './keys';

/** POST /api/auth/revoke-session: signs one device out. */
function revokeSession({ token }: { token: string }) {
  return unwrapAuthResult(authClient.revokeSession({ token }));
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
