import { PageLoading } from '@web/components/ui/page-loading';
import { useSession } from '@web/features/auth';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { LandingPage } from './lazy-pages';

/**
 * A screen for signed-in, verified users only. Visitors get the landing page, as on any path
 * they have no screen for (spec §2.2); unverified users were already sent to verify (§2.4).
 */
export function SignedInOnly({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const { isAuthenticated } = useSession();
  return <Suspense fallback={<PageLoading />}>{isAuthenticated ? <Page /> : <LandingPage />}</Suspense>;
}
