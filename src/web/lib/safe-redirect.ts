/** Where a visitor goes after signing in when no page was asked for. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
export const REDIRECT_PARAM = 'redirect';

// The authentication screens themselves: returning to them after signing in would loop.
const NOT_A_DESTINATION = ['/account', '/forgot-password', '/reset-password', '/auth/callback'];
const ORIGIN = 'http://someday.invalid';

/**
 * The requested page to return to after signing in, or null. Only a relative path of this site
 * counts: `//evil.example`, `/\evil.example`, `https://...` and `javascript:` would send the person
 * elsewhere, which the sign-in form must never do.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname.toLowerCase();
  if (NOT_A_DESTINATION.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page to open once signed in: the one asked for in `?redirect=`, else the dashboard. */
export function afterSignInPath(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? DEFAULT_AFTER_SIGN_IN;
}

/** The sign-in link of a page a visitor could not see, so they come back to it. */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const target = safeRedirectPath(`${location.pathname}${location.search}${location.hash ?? ''}`);
  if (!target || target === '/') return '/account?mode=login';
  return `/account?mode=login&${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
