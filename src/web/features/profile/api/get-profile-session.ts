import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '@web/features/auth';

/** The parts of GET /api/auth/get-session the profile screen reads beyond the shared SessionUser. */
export type ProfileUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  locale?: string | null;
  twoFactorEnabled?: boolean | null;
};

type ProfileSession = { user: ProfileUser; sessionId: string | null };

/**
 * The signed-in user and the id of this device's session, from the session read the app shell
 * already keeps (the same GET /api/auth/get-session as `authClient.getSession()`), so no second
 * request. The id, not the token: the server keeps the token out of this answer, so that script on
 * the page cannot read the secret behind the session cookie.
 */
export function useProfileSession() {
  return useQuery({
    ...sessionQueryOptions(),
    select: (payload): ProfileSession | null => {
      if (!payload) return null;
      const { id } = payload.session as { id?: unknown };
      return { user: payload.user as ProfileUser, sessionId: typeof id === 'string' ? id : null };
    },
  });
}
