import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { InsightsScreen } from '@web/features/insights';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** `/insights`: a Pro member's progress in figures and charts. */
export function InsightsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.insights'));
  return (
    <>
      <PageMain className="px-4 py-8 sm:py-12">
        <InsightsScreen />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default InsightsPage;
