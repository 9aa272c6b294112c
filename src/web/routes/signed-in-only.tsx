import { PageLoading } from '@web/components/ui/page-loading';
import { useSession } from '@web/features/auth';
import { type ComponentType, Suspense } from 'react';
import { LandingPage } from './lazy-pages';

/**
 * A screen for signed-in, verified users only. Visitors get the landing page, as on any path
 * they have no screen for; unverified users were already sent to verify by the route guard.
 */
export function SignedInOnly({ page: Page }: { page: ComponentType }) {
  const { isAuthenticated } = useSession();
  return <Suspense fallback={<PageLoading />}>{isAuthenticated ? <Page /> : <LandingPage />}</Suspense>;
}
