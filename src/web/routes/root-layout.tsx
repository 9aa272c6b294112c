import { AUTH_CALLBACK_REDIRECT_MS } from '@common/limits';
import { useQueryClient } from '@tanstack/react-query';
import { RouteAnnouncer } from '@web/components/layout/route-announcer';
import { SkipLink } from '@web/components/layout/skip-link';
import { PageLoading } from '@web/components/ui/page-loading';
import { useImpersonatedBy } from '@web/features/admin/people/use-impersonated-by';
import { useSession, useSessionFocusRefetch } from '@web/features/auth';
import { DemoModeBanner } from '@web/features/meta';
import { AUTH_QUERY_PREFIX } from '@web/lib/query-keys';
import { guardDecision, VERIFY_STEP_PATH } from '@web/lib/route-guard';
import { readSignedInHint, rememberSignedIn } from '@web/lib/session-hint';
import { useTranslation } from '@web/lib/use-translation';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

// Only a browser an administrator switched to a user's view loads the banner's chunk.
const ImpersonationBanner = lazy(() => import('@web/features/admin/people/impersonation-banner'));

/** Shell of every page: demo banner, route guard and the session's loading state. */
export function RootLayout() {
  const { t } = useTranslation(['common', 'errors']);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useSessionFocusRefetch();
  const impersonatedBy = useImpersonatedBy();

  const decision = guardDecision({
    pathname: location.pathname,
    search: location.search,
    isSignedIn: session.isSignedIn,
    isAuthenticated: session.isAuthenticated,
  });

  const [wasSignedIn] = useState(readSignedInHint);
  useEffect(() => {
    if (!session.isPending) rememberSignedIn(session.isSignedIn);
  }, [session.isPending, session.isSignedIn]);

  // Back from a provider: whatever was cached belongs to the previous identity.
  useEffect(() => {
    if (decision.kind !== 'auth-callback') return;
    queryClient.clear();
    const timer = setTimeout(() => navigate(VERIFY_STEP_PATH, { replace: true }), AUTH_CALLBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [decision.kind, queryClient, navigate]);

  const refreshTarget = decision.kind === 'refresh' ? decision.to : null;
  useEffect(() => {
    if (refreshTarget === null) return;
    void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_PREFIX });
    navigate(refreshTarget, { replace: true });
  }, [refreshTarget, queryClient, navigate]);

  let content: ReactNode;
  if (decision.kind === 'auth-callback') content = <PageLoading label={t('errors:authCallback')} />;
  else if ((session.isPending && wasSignedIn) || decision.kind === 'refresh') content = <PageLoading />;
  else if (decision.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  else content = <Outlet />;

  return (
    <>
      <SkipLink />
      <RouteAnnouncer />
      <DemoModeBanner />
      {impersonatedBy ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      {content}
    </>
  );
}
