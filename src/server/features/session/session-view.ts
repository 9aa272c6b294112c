import type { CurrentSession } from '../../auth/session-reader';
import { toIso } from '../../db/dates';

/** What a client may see of a user: never tokens or internal fields. */
export function publicUser(user: CurrentSession['user']) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    name: user.name,
    image: user.image ?? null,
    locale: user.locale ?? 'en',
    createdAt: toIso(user.createdAt),
    updatedAt: toIso(user.updatedAt),
  };
}

export function publicSession(session: CurrentSession['session']) {
  return {
    id: session.id,
    userId: session.userId,
    expiresAt: toIso(session.expiresAt),
    ipAddress: session.ipAddress ?? null,
    userAgent: session.userAgent ?? null,
    createdAt: toIso(session.createdAt),
    updatedAt: toIso(session.updatedAt),
  };
}
