import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

const RESET_PASSWORD_PATH = '/reset-password';

/** POST /api/auth/request-password-reset; the answer is the same whether or not the user exists. */
function requestPasswordReset(email: string) {
  return unwrapAuthResult(authClient.requestPasswordReset({ email, redirectTo: RESET_PASSWORD_PATH }));
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
