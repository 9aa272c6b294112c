import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSIONS_QUERY_KEY } from './keys';

/** POST /api/auth/revoke-other-sessions: signs every device out except this one. */
export function revokeOtherSessions() {
  return unwrapAuthResult(authClient.revokeOtherSessions());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
