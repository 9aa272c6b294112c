import { SESSION_EXPIRED_REDIRECT_MS } from '@common/limits';
import { toast } from '@web/components/ui/use-toast';
import { i18n } from './i18n';

/** An expired session: tell the user, then leave for the landing page with a full reload (clean state). */
export function announceSessionExpired(): void {
  toast({
    title: i18n.t('errors:sessionExpired.title'),
    description: i18n.t('errors:sessionExpired.description'),
    variant: 'destructive',
  });
  setTimeout(() => {
    window.location.assign('/');
  }, SESSION_EXPIRED_REDIRECT_MS);
}
