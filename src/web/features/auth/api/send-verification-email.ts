import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { verifiedCallbackUrl } from './sign-up';

/** POST /api/auth/send-verification-email; for visitors it answers success whether or not the user exists. */
export function sendVerificationEmail({ email, redirect }: { email: string; redirect?: string | null }) {
  return unwrapAuthResult(
    authClient.sendVerificationEmail({ email, callbackURL: verifiedCallbackUrl(redirect) }),
  );
}

export function useSendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationEmail,
    retry: false,
    meta: { skipSessionExpiry: true },
    // The address may have been verified in another tab meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
