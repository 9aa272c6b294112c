import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { CalendarScreen } from '@web/features/calendar';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** `/calendar`: target and due dates by month or as an agenda, and the private feed. */
export function CalendarPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.calendar'));
  return (
    <>
      <PageMain className="px-4 py-8 sm:py-12">
        <CalendarScreen />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default CalendarPage;
