import { PageLoading } from '@web/components/ui/page-loading';
import { useSession } from '@web/features/auth';
import { Suspense } from 'react';
import { LandingPage, NotFoundPage } from './lazy-pages';

/** Any other path: "Page Not Found" for an authenticated user, the landing page for visitors. */
export function FallbackRoute() {
  const { isAuthenticated } = useSession();
  return (
    <Suspense fallback={<PageLoading />}>{isAuthenticated ? <NotFoundPage /> : <LandingPage />}</Suspense>
  );
}
