import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { DEFAULT_AFTER_SIGN_IN } from '@web/lib/safe-redirect';

/** `callbackURL`: where the auth client sends the page after signing in (it navigates there itself). */
type SignInInput = { email: string; password: string; rememberMe: boolean; callbackURL?: string };

/**
 * POST /api/auth/sign-in/email. A 403 EMAIL_NOT_VERIFIED means the server resent the mail, whose
 * link then leads to the same page.
 */
export function signIn(input: SignInInput) {
  return unwrapAuthResult(
    authClient.signIn.email({ ...input, callbackURL: input.callbackURL ?? DEFAULT_AFTER_SIGN_IN }),
  );
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
