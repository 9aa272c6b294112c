import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

export const PROFILE_CALLBACK_URL = '/profile';

/**
 * POST /api/auth/change-email. For a verified address a confirmation link goes to the CURRENT
 * address and nothing changes until it is followed; then the new address gets a verification link.
 * 400 'Email is the same'; 'Couldn't update your email' when the address is taken.
 */
export function changeEmail({ newEmail }: { newEmail: string }) {
  return unwrapAuthResult(authClient.changeEmail({ newEmail, callbackURL: PROFILE_CALLBACK_URL }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, retry: false });
}
