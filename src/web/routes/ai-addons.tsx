import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { AiAddonsScreen } from '@web/features/ai';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/ai-addons`: the AI add-ons to come (goal generator, progress insights, goal coach). */
export function AiAddonsPage() {
  const { t } = useTranslation('ai');
  usePageTitle(t('addons.title'));
  return (
    <>
      <PageMain className="px-4 py-8 sm:py-12">
        <AiAddonsScreen />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default AiAddonsPage;
