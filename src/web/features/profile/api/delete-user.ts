import { useMutation } from '@tanstack/react-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';

const ACCOUNT_DELETED_CALLBACK_URL = '/account-deleted';

/**
 * POST /api/auth/delete-user: the server mails a confirmation link (valid 24 hours, usable only
 * while signed in); following it deletes the account and lands on /account-deleted.
 */
export function deleteUser() {
  return unwrapAuthResult(authClient.deleteUser({ callbackURL: ACCOUNT_DELETED_CALLBACK_URL }));
}

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser, retry: false });
}
