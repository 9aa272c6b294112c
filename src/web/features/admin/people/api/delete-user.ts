import type { AdminUser } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

type Target = Pick<AdminUser, 'id' | 'email'>;

/** DELETE /api/admin/users/:id: 204; the account and everything it owns are gone. */
export async function deleteUser(user: Target): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey([...ADMIN_USERS_KEY, user.id]));
}

export function useDeleteUser() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: deleteUser,
    failureTitle: t('toasts.deleteUserFailed'),
    successTitle: (user: Target) => t('toasts.userDeleted', { email: user.email }),
  });
}
