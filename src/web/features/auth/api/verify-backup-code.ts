import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';

type VerifyBackupCodeInput = { code: string; trustDevice: boolean };

/** POST /api/auth/two-factor/verify-backup-code: the second step with a saved one-use backup code. */
export function verifyBackupCode(input: VerifyBackupCodeInput) {
  return unwrapAuthResult(authClient.twoFactor.verifyBackupCode(input));
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBackupCode,
    retry: false,
    meta: { skipSessionExpiry: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
