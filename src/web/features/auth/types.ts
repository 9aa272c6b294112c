/** What GET /api/auth/get-session answers for a signed-in user (null for a visitor). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
};

type SessionRecord = { id: string; userId: string; expiresAt: string };

export type SessionPayload = { session: SessionRecord; user: SessionUser };
