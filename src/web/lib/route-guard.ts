import { DEFAULT_AFTER_SIGN_IN, REDIRECT_PARAM, safeRedirectPath } from './safe-redirect';

/** Where an unverified user may still go. */
const UNVERIFIED_ALLOWED_PREFIXES = [
  '/account',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/logout',
  '/verify',
  '/shared',
  '/subscribe',
];

export const VERIFY_STEP_PATH = '/account?verify=1';
const REFRESH_FALLBACK_PATH = '/dashboard';

/**
 * Codes better-auth appends (`?error=INVALID_TOKEN`) to the callback URL of a verification link
 * that did not work.
 */
export const VERIFY_LINK_ERRORS = [
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'USER_NOT_FOUND',
  'INVALID_USER',
  'UNAUTHORIZED',
] as const;
export type VerifyLinkError = (typeof VERIFY_LINK_ERRORS)[number];

/** The verification-link failure named by an `error` parameter, in either case; else null. */
export function verifyLinkErrorOf(value: string | null): VerifyLinkError | null {
  const code = value?.toUpperCase();
  return VERIFY_LINK_ERRORS.find((known) => known === code) ?? null;
}

export type GuardInput = {
  pathname: string;
  search: string;
  isSignedIn: boolean;
  isAuthenticated: boolean;
};

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'auth-callback' }
  | { kind: 'refresh'; to: string }
  | { kind: 'redirect'; to: string };

/** Paths match case-insensitively. */
function startsWithPath(pathname: string, prefix: string): boolean {
  return pathname.toLowerCase().startsWith(prefix);
}

export function isAuthCallback(pathname: string, params: URLSearchParams): boolean {
  return startsWithPath(pathname, '/auth/callback') || params.has('code') || params.has('state');
}

export function guardDecision({ pathname, search, isSignedIn, isAuthenticated }: GuardInput): GuardDecision {
  const params = new URLSearchParams(search);
  if (isAuthCallback(pathname, params)) return { kind: 'auth-callback' };

  if (params.get('refresh') === 'true') {
    params.delete('refresh');
    const rest = params.toString();
    return { kind: 'refresh', to: `${pathname || REFRESH_FALLBACK_PATH}${rest ? `?${rest}` : ''}` };
  }

  // A failed verification link lands on its callback (/dashboard) with ?error=; the reason goes
  // along to the page shown instead, so the person learns what happened.
  const linkError = verifyLinkErrorOf(params.get('error'));
  const onDashboard = startsWithPath(pathname, DEFAULT_AFTER_SIGN_IN);
  // The page that sent the person to sign up (an invitation), carried by the verification link.
  const returnTo = onDashboard ? safeRedirectPath(params.get(REDIRECT_PARAM)) : null;
  const carried = returnTo ? `&${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : '';

  if (isSignedIn && !isAuthenticated) {
    const allowed = UNVERIFIED_ALLOWED_PREFIXES.some((prefix) => startsWithPath(pathname, prefix));
    if (allowed) return { kind: 'render' };
    const reason = linkError ? `&error=${linkError}` : '';
    return { kind: 'redirect', to: `${VERIFY_STEP_PATH}${reason}${carried}` };
  }

  // A visitor there would see the landing page: the sign-in form says it instead.
  if (!isSignedIn && onDashboard && linkError) {
    return { kind: 'redirect', to: `/account?mode=login&error=${linkError}${carried}` };
  }

  // Verified by the link and signed in by it: on to the page that sent them.
  if (isAuthenticated && returnTo && returnTo !== DEFAULT_AFTER_SIGN_IN && !linkError) {
    return { kind: 'redirect', to: returnTo };
  }

  return { kind: 'render' };
}
