import { useQuery } from '@tanstack/react-query';
import { cacheTimesFor } from '@web/lib/api-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { ACCOUNTS_QUERY_KEY } from './keys';

export type LinkedAccount = {
  id: string;
  providerId: string;
  accountId: string;
  createdAt: string | Date;
};

/** The provider id of an email-and-password sign-in. */
export const CREDENTIAL_PROVIDER = 'credential';

/** GET /api/auth/list-accounts: the user's sign-in methods (password and linked providers). */
export async function listAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  const accounts = await unwrapAuthResult(authClient.listAccounts({ fetchOptions: { signal } }));
  return accounts as LinkedAccount[];
}

function accountsQueryOptions() {
  return {
    queryKey: ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => listAccounts(signal),
    ...cacheTimesFor(ACCOUNTS_QUERY_KEY),
  };
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}

export function hasPassword(accounts: readonly LinkedAccount[] | undefined): boolean {
  return accounts?.some((account) => account.providerId === CREDENTIAL_PROVIDER) ?? false;
}
