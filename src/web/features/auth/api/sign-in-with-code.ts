import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

type SignInWithCodeInput = { email: string; otp: string };

/** POST /api/auth/sign-in/email-otp: signs an existing account in with the mailed code. */
export function signInWithCode(input: SignInWithCodeInput) {
  return unwrapAuthResult(authClient.signIn.emailOtp(input));
}

export function useSignInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithCode,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
