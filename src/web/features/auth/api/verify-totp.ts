import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

type VerifyTotpInput = { code: string; trustDevice: boolean };

/** POST /api/auth/two-factor/verify-totp: the second step of a sign-in, with the authenticator app's code. */
export function verifyTotp(input: VerifyTotpInput) {
  return unwrapAuthResult(authClient.twoFactor.verifyTotp(input));
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    // A repeated wrong code only counts against the attempt limit.
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
