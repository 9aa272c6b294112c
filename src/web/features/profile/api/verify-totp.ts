import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { useSessionChangingMutation } from './session-changing-mutation';

/**
 * POST /api/auth/two-factor/verify-totp: the first code from the authenticator app turns
 * two-factor on. The server then replaces this device's session with a new one.
 */
export function verifyTotp({ code }: { code: string }) {
  return unwrapAuthResult(authClient.twoFactor.verifyTotp({ code }));
}

export function useVerifyTotp() {
  return useSessionChangingMutation(verifyTotp);
}
