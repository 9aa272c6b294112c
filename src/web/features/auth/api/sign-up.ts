import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { i18n } from '@web/lib/i18n';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

type SignUpInput = { name: string; email: string; password: string };

/** The verification link brings the user straight to the dashboard. */
export const VERIFIED_CALLBACK_URL = '/dashboard';

/** POST /api/auth/sign-up/email; the server mails a verification link in the interface language. */
export function signUp(input: SignUpInput) {
  return unwrapAuthResult(
    authClient.signUp.email({
      ...input,
      locale: i18n.resolvedLanguage ?? 'en',
      callbackURL: VERIFIED_CALLBACK_URL,
    }),
  );
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
