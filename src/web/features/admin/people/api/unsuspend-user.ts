import type { AdminUser } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

type Target = Pick<AdminUser, 'id' | 'name'>;

/** POST /api/admin/users/:id/unsuspend: the account can sign in again. */
export function unsuspendUser(user: Target): Promise<AdminUser> {
  return apiRequest('POST', requestPathFromKey([...ADMIN_USERS_KEY, user.id, 'unsuspend']));
}

export function useUnsuspendUser() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: unsuspendUser,
    failureTitle: t('toasts.unsuspendFailed'),
    successTitle: (user: Target) => t('toasts.unsuspended', { name: user.name }),
  });
}
