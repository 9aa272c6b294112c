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

export type ProfileSession = { user: ProfileUser; sessionToken: string | null };

/**
 * The signed-in user and this device's session token, from the session read the app shell already
 * keeps (the same GET /api/auth/get-session as `authClient.getSession()`), so no second request.
 */
export function useProfileSession() {
  return useQuery({
    ...sessionQueryOptions(),
    select: (payload): ProfileSession | null => {
      if (!payload) return null;
      const session = payload.session as { token?: unknown };
      return {
        user: payload.user as ProfileUser,
        sessionToken: typeof session.token === 'string' ? session.token : null,
      };
    },
  });
}
