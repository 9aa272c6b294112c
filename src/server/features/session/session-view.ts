import type { CurrentSession } from '../../auth/session-reader';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What a client may see of a user: never tokens or internal fields. */
export function publicUser(user: CurrentSession['user']) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    name: user.name,
    image: user.image ?? null,
    locale: user.locale ?? 'en',
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export function publicSession(session: CurrentSession['session']) {
  return {
    id: session.id,
    userId: session.userId,
    expiresAt: iso(session.expiresAt),
    ipAddress: session.ipAddress ?? null,
    userAgent: session.userAgent ?? null,
    createdAt: iso(session.createdAt),
    updatedAt: iso(session.updatedAt),
  };
}
