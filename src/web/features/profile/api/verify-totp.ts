import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { SESSIONS_QUERY_KEY } from './keys';

/**
 * POST /api/auth/two-factor/verify-totp: the first code from the authenticator app turns
 * two-factor on. The server then replaces this device's session with a new one.
 */
export function verifyTotp({ code }: { code: string }) {
  return unwrapAuthResult(authClient.twoFactor.verifyTotp({ code }));
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
      ]),
  });
}
