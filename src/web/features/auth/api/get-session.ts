import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { apiQueryOptions } from '@web/lib/api-query';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import type { SessionPayload, SessionUser } from '../types';

/** GET /api/auth/get-session: the session and user, or null for a visitor. */
export function getSession(signal?: AbortSignal): Promise<SessionPayload | null> {
  return apiGet<SessionPayload>(SESSION_QUERY_KEY, signal);
}

export function sessionQueryOptions() {
  return apiQueryOptions(SESSION_QUERY_KEY, getSession);
}

type SessionState = {
  isPending: boolean;
  user: SessionUser | null;
  /** Signed in, verified or not. */
  isSignedIn: boolean;
  /** Authenticated means signed in and email verified. */
  isAuthenticated: boolean;
};

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions());
  // A failed session read (server down) leaves the visitor screens usable.
  const user = query.data?.user ?? null;
  return {
    // Pending until the first answer, good or bad. A failed read without data turns pending
    // again whenever a new reader mounts and retries it; screens that hide behind the loading
    // state would then unmount and remount those readers without end.
    isPending: query.isPending && query.errorUpdateCount === 0,
    user,
    isSignedIn: user !== null,
    isAuthenticated: user?.emailVerified === true,
  };
}
