import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
async function generateBackupCodes({ password }: { password: string }): Promise<string[]> {
  const data = await unwrapAuthResult(authClient.twoFactor.generateBackupCodes({ password }));
  return data.backupCodes;
}

export function useGenerateBackupCodes() {
  return useMutation({
    mutationFn: generateBackupCodes,
    retry: false,
    meta: { skipSessionExpiry: true },
  });
}
