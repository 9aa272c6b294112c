import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

/** POST /api/auth/two-factor/send-otp: mails a code for the second step of a sign-in. */
function sendTwoFactorOtp() {
  return unwrapAuthResult(authClient.twoFactor.sendOtp());
}

export function useSendTwoFactorOtp() {
  return useMutation({
    mutationFn: sendTwoFactorOtp,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
