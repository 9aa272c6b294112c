import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation();
  usePageTitle(tCommon('titles.notFound'));
  return (
    <>
      <PageMain className="flex items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <Compass aria-hidden="true" className="mx-auto size-12 text-primary" />
          <p aria-hidden="true" className="mt-4 font-extrabold text-6xl text-primary">
            404
          </p>
          <h1 className="mt-2 font-bold text-3xl">{t('notFound.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/dashboard">{t('notFound.toDashboard')}</Link>
          </Button>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default NotFoundPage;
