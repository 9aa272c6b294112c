import { GlobalErrorFallback } from '@web/components/ui/global-error-fallback';
import { createErrorId, logClientError } from '@web/features/client-errors';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/** What the router shows when a screen crashes outside any section boundary, or fails to load. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void logClientError({ section: 'global', error, errorId: createErrorId() });
  }, [error]);

  // Navigating to the same place gives the screen a fresh render.
  return <GlobalErrorFallback onRetry={() => navigate(location, { replace: true })} />;
}
