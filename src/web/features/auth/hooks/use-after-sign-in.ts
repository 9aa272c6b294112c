import { afterSignInPath } from '@web/lib/safe-redirect';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page a successful sign-in opens (the one asked for in `?redirect=`, else the dashboard) and
 * the step that opens it, the same after one factor or two.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const destination = afterSignInPath(useLocation().search);
  return { destination, goOn: () => navigate(destination, { replace: true }) };
}
