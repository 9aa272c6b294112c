import { useQueryClient } from '@tanstack/react-query';
import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { clearClientState } from '@web/lib/clear-client-state';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverSignOut } from '../api/server-sign-out';

export function AccountDeletedView() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const returnHome = async () => {
    setLeaving(true);
    await serverSignOut();
    queryClient.clear();
    clearClientState();
    // A full load: nothing of the deleted account may survive in memory.
    window.location.assign('/');
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
      <SiteFooter />
    </>
  );
}
