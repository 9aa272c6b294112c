import { useMutation } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { apiRequest } from '@web/lib/api-client';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminErrorText } from '../hooks/use-admin-error-text';
import { restartAs } from '../lib/restart-as';

export const STOP_IMPERSONATING_PATH = '/api/admin/impersonation/stop';

/** POST /api/admin/impersonation/stop: the administrator's own session comes back. */
export async function stopImpersonating(): Promise<void> {
  await apiRequest<unknown>('POST', STOP_IMPERSONATING_PATH);
}

/** Leaves the user's view for the users tab, starting the app afresh as the administrator. */
export function useStopImpersonating() {
  const { t } = useTranslation('people');
  const errorText = useAdminErrorText();
  return useMutation({
    mutationFn: stopImpersonating,
    onSuccess: () => restartAs('/admin?tab=users'),
    onError: (error) => {
      toast({ title: t('toasts.stopFailed'), description: errorText(error), variant: 'destructive' });
    },
  });
}
