import { useQueryClient } from '@tanstack/react-query';
import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { clearClientState } from '@web/lib/clear-client-state';
import { useTranslation } from '@web/lib/use-translation';
import { HeartHandshake } from 'lucide-react';
import { useEffect, useState } from 'react';
import { serverSignOut } from '../api/server-sign-out';
import {
  AFTER_DELETION_PATH,
  clearAccountDeletedMarker,
  hasAccountDeletedMarker,
  markAccountDeleted,
} from '../lib/account-deleted';

export function AccountDeletedView() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  // Arriving here from the mailed deletion link (the server already deleted the account): leave the
  // same marker as an in-app deletion, so a reload or another tab shows this page only.
  useEffect(() => {
    if (!hasAccountDeletedMarker()) markAccountDeleted();
  }, []);

  const returnHome = async () => {
    setLeaving(true);
    await serverSignOut();
    queryClient.clear();
    clearClientState();
    clearAccountDeletedMarker();
    // A full load: nothing of the deleted account may survive in memory, and the block ends.
    window.location.assign(AFTER_DELETION_PATH);
  };

  return (
    <>
      <header className="border-border/70 border-b">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <PageMain className="flex items-center justify-center px-4 py-16">
        <Card className="w-full max-w-md p-8 text-center">
          <HeartHandshake aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="mt-4 font-bold text-2xl">{t('deleted.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('deleted.text')}</p>
          <Button size="lg" className="mt-8 w-full" loading={leaving} onClick={returnHome}>
            {t('deleted.returnHome')}
          </Button>
        </Card>
      </PageMain>
      <SiteFooter documentLinks={false} />
    </>
  );
}
