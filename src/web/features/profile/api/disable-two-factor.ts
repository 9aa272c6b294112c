import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { useSessionChangingMutation } from './session-changing-mutation';

/** POST /api/auth/two-factor/disable: checks the password, then sign-in asks for no code. */
function disableTwoFactor({ password }: { password: string }) {
  return unwrapAuthResult(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  return useSessionChangingMutation(disableTwoFactor);
}
