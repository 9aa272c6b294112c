import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { SESSIONS_QUERY_KEY } from './keys';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

/**
 * POST /api/auth/change-password. With revokeOtherSessions every session ends and this device
 * gets a fresh one (spec §4). 400 INVALID_PASSWORD for a wrong current password.
 */
export function changePassword(input: ChangePasswordInput) {
  return unwrapAuthResult(authClient.changePassword(input));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    // A wrong current password is not an expired session.
    meta: { skipSessionExpiry: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
