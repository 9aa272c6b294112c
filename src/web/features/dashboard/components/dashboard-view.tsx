import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { useSession } from '@web/features/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoalsEmptyState } from './goals-empty-state';

/** `headerActions` come from the route, which owns the sign-out flow. */
export function DashboardView({ headerActions }: { headerActions: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  return (
    <>
      <SiteHeader logoTo="/dashboard">{headerActions}</SiteHeader>
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="break-words font-bold text-3xl tracking-tight sm:text-4xl">
          {user?.name ? t('welcome', { name: user.name }) : t('welcomeFallback')}
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
        <section aria-labelledby="goals-title" className="mt-10">
          <h2 id="goals-title" className="font-semibold text-xl">
            {t('goalsTitle')}
          </h2>
          <GoalsEmptyState />
        </section>
      </PageMain>
      <SiteFooter />
    </>
  );
}
