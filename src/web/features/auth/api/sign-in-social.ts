import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { DEFAULT_AFTER_SIGN_IN, REDIRECT_PARAM } from '@web/lib/safe-redirect';

/** `callbackURL`: the page to open once signed in, already checked by `safeRedirectPath`. */
type SocialSignInInput = { provider: string; callbackURL?: string };

/** POST /api/auth/sign-in/social; the auth client then redirects the page to the provider. */
function signInSocial({ provider, callbackURL = DEFAULT_AFTER_SIGN_IN }: SocialSignInInput) {
  // A refused or cancelled attempt lands on the sign-in screen still knowing where to go after it.
  const errorCallbackURL =
    callbackURL === DEFAULT_AFTER_SIGN_IN
      ? '/account?mode=login'
      : `/account?mode=login&${REDIRECT_PARAM}=${encodeURIComponent(callbackURL)}`;
  return unwrapAuthResult(authClient.signIn.social({ provider, callbackURL, errorCallbackURL }));
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
