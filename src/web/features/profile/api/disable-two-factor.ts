import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';
import { useSessionChangingMutation } from './session-changing-mutation';

/** POST /api/auth/two-factor/disable: checks the password, then sign-in asks for no code. */
export function disableTwoFactor({ password }: { password: string }) {
  return unwrapAuthResult(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  return useSessionChangingMutation(disableTwoFactor);
}
