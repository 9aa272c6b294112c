import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/**
 * POST /api/auth/two-factor/enable: checks the password and answers the authenticator address and
 * backup codes. Two-factor is on only once a first code is verified (verify-totp).
 */
export async function enableTwoFactor({ password }: { password: string }): Promise<TwoFactorSetup> {
  const data = await unwrapAuthResult(authClient.twoFactor.enable({ password, method: 'totp' }));
  if (data.method !== 'totp') throw new Error('The server did not set up an authenticator app');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: enableTwoFactor,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
