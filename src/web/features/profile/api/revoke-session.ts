import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';
import { SESSIONS_QUERY_KEY } from './keys';

/** POST /api/auth/revoke-session: signs one device out. */
export function revokeSession({ token }: { token: string }) {
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
