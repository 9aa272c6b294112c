import { serverSawSession } from './early-requests';

/**
 * Whether this browser was signed in when it last asked the server. It only picks what to show
 * while the session request is in flight (the landing page at once for a visitor, a loading state
 * for a signed-in person, whose dashboard would otherwise flash the landing page first); it never
 * grants anything: the server's answer decides.
 */
export const HINT_KEY = 'someday-signed-in';

export function readSignedInHint(): boolean {
  // The server saw (or did not see) a session cookie on this very page: a better guess than what
  // this browser remembers, which a first visit or cleared storage lacks.
  const seen = serverSawSession();
  if (seen !== undefined) return seen;
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be unavailable (private mode); the hint is only a guess anyway.
  }
}
