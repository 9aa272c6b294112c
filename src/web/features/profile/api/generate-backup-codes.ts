import { useMutation } from '@tanstack/react-query';
import { unwrapAuthResult } from '@web/features/auth/lib/auth-result';
import { authClient } from '@web/lib/auth-client';

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export async function generateBackupCodes({ password }: { password: string }): Promise<string[]> {
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
