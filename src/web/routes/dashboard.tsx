import { SectionErrorBoundary } from '@web/features/client-errors';
import { DashboardView } from '@web/features/dashboard/components/dashboard-view';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/dashboard` (and `/` once signed in and verified); the signed-in layout gives its header. */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.dashboard'));
  return (
    <SectionErrorBoundary section="Dashboard">
      <DashboardView />
    </SectionErrorBoundary>
  );
}

export default DashboardPage;

// What the first render needs, fetched before it (lazy-pages.ts).
export { prefetchDashboard as prefetchData } from '@web/features/dashboard/lib/prefetch-dashboard';
