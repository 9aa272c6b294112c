import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/auth/unlink-account. 400 "You can't unlink your last account". */
function unlinkAccount(input: { providerId: string; accountId: string }) {
  return unwrapAuthResult(authClient.unlinkAccount(input));
}

export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY }),
  });
}
