import type { AdminUser } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

export type SuspendInput = { user: Pick<AdminUser, 'id' | 'name'>; reason: string; until: string | null };

/** POST /api/admin/users/:id/suspend {reason, until}: the account's sessions end at once. */
export function suspendUser({ user, reason, until }: SuspendInput): Promise<AdminUser> {
  return apiRequest('POST', requestPathFromKey([...ADMIN_USERS_KEY, user.id, 'suspend']), { reason, until });
}

export function useSuspendUser() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: suspendUser,
    failureTitle: t('toasts.suspendFailed'),
    successTitle: ({ user }) => t('toasts.suspended', { name: user.name }),
  });
}
