import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { PageMetaForm } from '../seo/page-meta-form';
import { ViewsReport } from '../seo/views-report';

/** SEO analytics: first-party page views of the public pages, and their search and preview text. */
export default function SeoTab() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="admin-seo-heading" className="grid gap-4">
      <h2 id="admin-seo-heading" className="sr-only">
        {t('seo.heading')}
      </h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div>
          <h3 className="font-semibold text-lg">{t('seo.views.title')}</h3>
          <p className="mt-1 text-muted-foreground text-sm">{t('seo.views.description')}</p>
        </div>
        <ViewsReport />
      </Card>
      <Card className="grid gap-4 p-4 sm:p-6">
        <div>
          <h3 className="font-semibold text-lg">{t('seo.meta.title')}</h3>
          <p className="mt-1 text-muted-foreground text-sm">{t('seo.meta.description')}</p>
        </div>
        <PageMetaForm />
      </Card>
    </section>
  );
}
