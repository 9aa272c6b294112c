import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Button } from '@web/components/ui/button';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/subscribe`: placeholder until plans and checkout exist. */
export function SubscribePage() {
  const { t } = useTranslation('plans');
  return (
    <>
      <SiteHeader />
      <PageMain className="flex items-center justify-center px-4 py-16">
        <div className="max-w-xl text-center">
          <Sparkles aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
          <Button asChild variant="outline" size="lg" className="mt-8">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {t('backToDashboard')}
            </Link>
          </Button>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default SubscribePage;
