const FORCE_LOGOUT_PATH = '/api/system/force-logout';

/**
 * POST /api/system/force-logout with an empty JSON object: the last call of a deleted
 * account. A beacon survives the navigation that follows; a keepalive fetch when beacons are missing.
 * It goes around the API client on purpose: that client refuses every request once the account is gone.
 */
export function forceLogout(): void {
  const body = '{}';
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const queued = navigator.sendBeacon(FORCE_LOGOUT_PATH, new Blob([body], { type: 'application/json' }));
      if (queued) return;
    }
  } catch {
    // A refused beacon falls back to fetch below.
  }
  void fetch(FORCE_LOGOUT_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
  }).catch(() => {
    // Nothing to do: the account is gone whether or not the server heard us.
  });
}
