import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { TranslateScreen } from '@web/features/translate';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** The translation tool: text between English and Thai, by the server's translation engine. */
export function TranslatePage() {
  const { t } = useTranslation('translate');
  usePageTitle(t('title'));
  return (
    <>
      <PageMain className="px-4 py-8 sm:py-12">
        <TranslateScreen />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default TranslatePage;
