import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

/**
 * POST /api/auth/email-otp/send-verification-otp with type sign-in: mails a one-time sign-in code.
 * Only existing accounts get one (the server refuses sign-up by code); the screen says the same
 * whatever the answer, so nobody learns which addresses have an account.
 */
function sendSignInCode(email: string) {
  return unwrapAuthResult(authClient.emailOtp.sendVerificationOtp({ email, type: 'sign-in' }));
}

export function useSendSignInCode() {
  return useMutation({
    mutationFn: sendSignInCode,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
