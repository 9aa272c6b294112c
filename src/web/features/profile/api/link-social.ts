import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { PROFILE_CALLBACK_URL } from './change-email';

/**
 * POST /api/auth/link-social: answers the provider's address, and the auth client then leaves the
 * page for it; the provider brings the user back to /profile.
 */
function linkSocial({ provider }: { provider: string }) {
  return unwrapAuthResult(
    authClient.linkSocial({
      provider,
      callbackURL: PROFILE_CALLBACK_URL,
      errorCallbackURL: PROFILE_CALLBACK_URL,
    }),
  );
}

export function useLinkSocial() {
  return useMutation({ mutationFn: linkSocial, retry: false });
}
