import { PageLoading } from '@web/components/ui/page-loading';
import { useSession } from '@web/features/auth';
import { Suspense } from 'react';
import { DashboardPage, LandingPage } from './lazy-pages';

/** `/`: the dashboard for an authenticated user, the landing page for everyone else. */
export function HomeRoute() {
  const { isAuthenticated } = useSession();
  return (
    <Suspense fallback={<PageLoading />}>{isAuthenticated ? <DashboardPage /> : <LandingPage />}</Suspense>
  );
}
