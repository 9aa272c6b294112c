import type { AdminUser } from '@common/admin';
import type { Role } from '@common/roles';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

export type RoleInput = { user: Pick<AdminUser, 'id' | 'name'>; role: Role };

/** POST /api/admin/users/:id/role {role}: super administrators only, never on themselves. */
export function setRole({ user, role }: RoleInput): Promise<AdminUser> {
  return apiRequest('POST', requestPathFromKey([...ADMIN_USERS_KEY, user.id, 'role']), { role });
}

export function useSetRole() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: setRole,
    failureTitle: t('toasts.roleFailed'),
    successTitle: ({ user, role }) =>
      t(role === 'user' ? 'toasts.adminRemoved' : 'toasts.adminGranted', { name: user.name }),
  });
}
