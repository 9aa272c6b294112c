import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

type ResetPasswordInput = { newPassword: string; token: string };

/** POST /api/auth/reset-password with the token from the mailed link. */
export function resetPassword(input: ResetPasswordInput) {
  return unwrapAuthResult(authClient.resetPassword(input));
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
