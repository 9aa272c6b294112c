import type { AdminUser } from '@common/admin';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminErrorText } from '../hooks/use-admin-error-text';
import { restartAs } from '../lib/restart-as';
import { ADMIN_USERS_KEY } from './admin-keys';

type Target = Pick<AdminUser, 'id'>;

/** POST /api/admin/users/:id/impersonate: this browser now holds a session of that user. */
export async function impersonateUser(user: Target): Promise<void> {
  await apiRequest<unknown>('POST', requestPathFromKey([...ADMIN_USERS_KEY, user.id, 'impersonate']));
}

/** Switches to the user's view, then starts the app afresh on their dashboard. */
export function useImpersonateUser() {
  const { t } = useTranslation('people');
  const errorText = useAdminErrorText();
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: () => restartAs('/dashboard'),
    onError: (error) => {
      toast({ title: t('toasts.impersonateFailed'), description: errorText(error), variant: 'destructive' });
    },
  });
}
