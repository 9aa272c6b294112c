import { ACCOUNT_DELETED_COOKIE_SECONDS } from '@common/limits';
import { blockApiRequests } from '@web/lib/api-client';
import { clearClientState } from '@web/lib/clear-client-state';
import { forceLogout } from '../api/force-logout';

/** The local marker of a deleted account, its timestamp, the cookie fallback and the overrides. */
export const ACCOUNT_DELETED_KEY = 'ACCOUNT_DELETED';
export const ACCOUNT_DELETED_AT_KEY = 'ACCOUNT_DELETED_AT';
const ACCOUNT_DELETED_COOKIE = 'account_deleted';
export const EMERGENCY_EXIT_KEY = 'EMERGENCY_EXIT_OVERRIDE';
const EXIT_DELETED_PARAM = 'exit_deleted';
const ACCOUNT_DELETED_PATH = '/account-deleted';
/** Where "Return to Home" leads: the landing page shows its "Account successfully deleted" notice. */
export const AFTER_DELETION_PATH = '/?deleted=1';

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function hasDeletedCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === `${ACCOUNT_DELETED_COOKIE}=1`);
}

function writeDeletedCookie(maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${ACCOUNT_DELETED_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export function hasAccountDeletedMarker(): boolean {
  return readLocal(ACCOUNT_DELETED_KEY) === '1' || hasDeletedCookie();
}

/** The marker, its timestamp and the 300-second cookie (the fallback when storage is lost or disabled). */
function setAccountDeletedMarker(now: number = Date.now()): void {
  try {
    localStorage.setItem(ACCOUNT_DELETED_KEY, '1');
    localStorage.setItem(ACCOUNT_DELETED_AT_KEY, String(now));
  } catch {
    // Storage disabled: the cookie below still carries the marker.
  }
  writeDeletedCookie(ACCOUNT_DELETED_COOKIE_SECONDS);
}

export function clearAccountDeletedMarker(): void {
  try {
    localStorage.removeItem(ACCOUNT_DELETED_KEY);
    localStorage.removeItem(ACCOUNT_DELETED_AT_KEY);
  } catch {
    // Nothing stored.
  }
  writeDeletedCookie(0);
}

/** Forgets all local and session storage of the deleted account, then leaves only the marker. */
export function markAccountDeleted(now: number = Date.now()): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage disabled: there is nothing to forget.
  }
  setAccountDeletedMarker(now);
}

type AccountDeletedGate = 'normal' | 'deleted-only' | 'emergency-exit';

/** What start-up does for the marker: render only the account-deleted page, or let the user out. */
export function accountDeletedGate(search: string): AccountDeletedGate {
  if (!hasAccountDeletedMarker()) return 'normal';
  const override =
    readLocal(EMERGENCY_EXIT_KEY) === '1' || new URLSearchParams(search).get(EXIT_DELETED_PARAM) === '1';
  return override ? 'emergency-exit' : 'deleted-only';
}

/**
 * Runs the gate at start-up. An emergency exit clears storage and the cookies script can reach,
 * tells the server to end the session, drops the query parameter and lets the app start normally.
 * Answers whether the app must render only the account-deleted page.
 */
export function applyAccountDeletedGate(location: Location = window.location): boolean {
  const gate = accountDeletedGate(location.search);
  if (gate === 'deleted-only') return true;
  if (gate === 'emergency-exit') {
    clearClientState();
    clearAccountDeletedMarker();
    forceLogout();
    const url = new URL(location.href);
    if (url.searchParams.has(EXIT_DELETED_PARAM)) {
      url.searchParams.delete(EXIT_DELETED_PARAM);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }
  return false;
}

type AccountDeletedDeps = {
  clearQueryCache: () => void;
  navigate: (to: string) => void;
};

/**
 * The API answered 401 ACCOUNT_DELETED: tell the server, refuse every further
 * request of this page life, forget the client state and show the account-deleted page.
 */
export function createAccountDeletedHandler({ clearQueryCache, navigate }: AccountDeletedDeps): () => void {
  let handled = false;
  return () => {
    if (handled) return;
    handled = true;
    forceLogout();
    blockApiRequests();
    clearQueryCache();
    markAccountDeleted();
    navigate(ACCOUNT_DELETED_PATH);
  };
}
