import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { i18n } from '@web/lib/i18n';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { DEFAULT_AFTER_SIGN_IN, REDIRECT_PARAM, safeRedirectPath } from '@web/lib/safe-redirect';

/** `redirect`: the page that sent the visitor to sign up (an invitation), to open once verified. */
type SignUpInput = { name: string; email: string; password: string; redirect?: string | null };

/**
 * Where the verification link lands: the dashboard, which forwards to the page that sent the
 * visitor (`?redirect=`). The link goes through the dashboard even then, because that is where a
 * link that did not work (`&error=`) is explained.
 */
export function verifiedCallbackUrl(redirect?: string | null): string {
  const target = safeRedirectPath(redirect);
  if (!target || target === DEFAULT_AFTER_SIGN_IN) return DEFAULT_AFTER_SIGN_IN;
  return `${DEFAULT_AFTER_SIGN_IN}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** POST /api/auth/sign-up/email; the server mails a verification link in the interface language. */
export function signUp({ redirect, ...input }: SignUpInput) {
  return unwrapAuthResult(
    authClient.signUp.email({
      ...input,
      locale: i18n.resolvedLanguage ?? 'en',
      callbackURL: verifiedCallbackUrl(redirect),
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
