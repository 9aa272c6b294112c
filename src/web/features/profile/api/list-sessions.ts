import { useQuery } from '@tanstack/react-query';
import { cacheTimesFor } from '@web/lib/api-query';
import { authClient } from '@web/lib/auth-client';
import { unwrapAuthResult } from '@web/lib/auth-result';
import { SESSIONS_QUERY_KEY } from './keys';

export type ActiveSession = {
  /** Matches get-session's `session.id` on the device that is reading this list. */
  id: string;
  /** What POST /api/auth/revoke-session names a session by. */
  token: string;
  ipAddress?: string | null;
  userAgent?: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  expiresAt: string | Date;
};

/** GET /api/auth/list-sessions: the user's sessions that have not expired, on every device. */
async function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  const sessions = await unwrapAuthResult(authClient.listSessions({ fetchOptions: { signal } }));
  return sessions as ActiveSession[];
}

function sessionsQueryOptions() {
  return {
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => listSessions(signal),
    ...cacheTimesFor(SESSIONS_QUERY_KEY),
    // Another device may sign in at any moment; the list should not be minutes old.
    staleTime: 0,
  };
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
