import type { AdminUser } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

export type EditInput = {
  user: Pick<AdminUser, 'id' | 'name'>;
  patch: { name?: string; emailVerified?: boolean };
};

/** PATCH /api/admin/users/:id {name?, emailVerified?}: an administrator's correction. */
export function editUser({ user, patch }: EditInput): Promise<AdminUser> {
  return apiRequest('PATCH', requestPathFromKey([...ADMIN_USERS_KEY, user.id]), patch);
}

export function useEditUser() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: editUser,
    failureTitle: t('toasts.editFailed'),
    successTitle: ({ user, patch }) => t('toasts.edited', { name: patch.name ?? user.name }),
  });
}
