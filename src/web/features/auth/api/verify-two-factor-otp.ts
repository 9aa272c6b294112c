import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

type VerifyTwoFactorOtpInput = { code: string; trustDevice: boolean };

/** POST /api/auth/two-factor/verify-otp: the second step with the code mailed by send-otp. */
function verifyTwoFactorOtp(input: VerifyTwoFactorOtpInput) {
  return unwrapAuthResult(authClient.twoFactor.verifyOtp(input));
}

export function useVerifyTwoFactorOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactorOtp,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
