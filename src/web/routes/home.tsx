import { PageLoading } from '@web/components/ui/page-loading';
import { useSession } from '@web/features/auth';
import { Suspense } from 'react';
import { DashboardPage, LandingPage } from './lazy-pages';

/** `/`: the dashboard for an authenticated user, the landing page for everyone else (spec §2.2-2.3). */
export function HomeRoute() {
  const { isAuthenticated } = useSession();
  return (
    <Suspense fallback={<PageLoading />}>{isAuthenticated ? <DashboardPage /> : <LandingPage />}</Suspense>
  );
}
