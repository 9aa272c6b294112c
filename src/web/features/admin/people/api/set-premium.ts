import type { AdminUser } from '@common/admin';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { ADMIN_USERS_KEY } from './admin-keys';

export type PremiumInput = { user: Pick<AdminUser, 'id' | 'name'>; grant: boolean; until: string | null };

/** POST /api/admin/users/:id/premium {grant, until}: Pro given (until a date or for good) or taken away. */
export function setPremium({ user, grant, until }: PremiumInput): Promise<AdminUser> {
  return apiRequest('POST', requestPathFromKey([...ADMIN_USERS_KEY, user.id, 'premium']), {
    grant,
    ...(grant ? { until } : {}),
  });
}

export function useSetPremium() {
  const { t } = useTranslation('people');
  return useAdminMutation({
    mutationFn: setPremium,
    failureTitle: t('toasts.premiumFailed'),
    successTitle: ({ user, grant }) =>
      t(grant ? 'toasts.premiumGranted' : 'toasts.premiumRevoked', { name: user.name }),
  });
}
