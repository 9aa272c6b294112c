import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { VERIFIED_CALLBACK_URL } from './sign-up';

/** POST /api/auth/sign-in/social; the auth client then redirects the page to the provider. */
function signInSocial(provider: string) {
  return unwrapAuthResult(
    authClient.signIn.social({
      provider,
      callbackURL: VERIFIED_CALLBACK_URL,
      errorCallbackURL: '/account?mode=login',
    }),
  );
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
