import { Button } from '@web/components/ui/button';
import { useSession } from '@web/features/auth';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { addAdminResources } from '@web/locales/admin-resources';
import { UserRoundSearch } from 'lucide-react';
import { useStopImpersonating } from './api/stop-impersonating';

// The texts travel with this chunk; registering twice is harmless.
addAdminResources(i18n);

/** Shown while an administrator sees the app as someone else, with the way back. */
export default function ImpersonationBanner() {
  const { t } = useTranslation('people');
  const { user } = useSession();
  const stop = useStopImpersonating();
  if (!user) return null;
  return (
    <section
      aria-label={t('banner.label')}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-warning-foreground/20 border-b bg-warning-soft px-4 py-2 text-center text-sm text-warning-foreground"
    >
      <p className="flex items-center gap-2">
        <UserRoundSearch aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('banner.text', { name: user.name, email: user.email })}</span>
      </p>
      <Button size="sm" variant="outline" loading={stop.isPending} onClick={() => stop.mutate()}>
        {t('banner.stop')}
      </Button>
    </section>
  );
}
