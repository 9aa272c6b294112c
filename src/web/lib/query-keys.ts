/**
 * Keys the app shell itself must know (the global 401 handler, the route guard).
 * Feature keys stay in their features.
 */
export const AUTH_QUERY_PREFIX = ['api', 'auth'] as const;
export const SESSION_QUERY_KEY = ['api', 'auth', 'get-session'] as const;

export function isSessionQueryKey(key: readonly unknown[]): boolean {
  return key.length === SESSION_QUERY_KEY.length && SESSION_QUERY_KEY.every((part, i) => key[i] === part);
}
