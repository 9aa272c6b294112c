import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { AiIdeasScreen } from '@web/features/ai';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/ai-ideas`: bucket-list ideas by category, as a surprise, or the most added. */
export function AiIdeasPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.aiIdeas'));
  return (
    <>
      <PageMain className="px-4 py-8 sm:py-12">
        <AiIdeasScreen />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default AiIdeasPage;
