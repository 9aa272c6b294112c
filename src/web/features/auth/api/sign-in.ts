import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { unwrapAuthResult } from '../lib/auth-result';
import { VERIFIED_CALLBACK_URL } from './sign-up';

export type SignInInput = { email: string; password: string; rememberMe: boolean };

/**
 * POST /api/auth/sign-in/email. A 403 EMAIL_NOT_VERIFIED means the server resent the mail, whose
 * link then leads to the dashboard too.
 */
export function signIn(input: SignInInput) {
  return unwrapAuthResult(authClient.signIn.email({ ...input, callbackURL: VERIFIED_CALLBACK_URL }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The auth client already retries server faults; a repeated 4xx would only burn the rate limit.
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
