import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../db/database';

export type CurrentSession = {
  session: {
    id: string;
    userId: string;
    token: string;
    expiresAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    locale: string | null;
    /** better-auth admin plugin role: 'user', 'admin' or 'super_admin'. */
    role: string | null;
    createdAt: Date;
    updatedAt: Date;
  };
};

export type SessionReader = (headers: Headers) => Promise<CurrentSession | null>;

type CookieOptions = { secret: string; cookiePrefix: string };

/** The session token of better-auth's cookie when its HMAC-SHA256 signature is valid, else null. */
function signedTokenReader(secret: string, cookiePrefix: string) {
  const names = [`__Secure-${cookiePrefix}.session_token`, `${cookiePrefix}.session_token`];
  return (headers: Headers): string | null => {
    const header = headers.get('cookie');
    if (!header) return null;
    const cookies = parse(header);
    const signed = names.map((name) => cookies[name]).find(Boolean);
    if (!signed) return null;
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  };
}

/** Deleted accounts' sessions are remembered by this hash, never by the token itself. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * True when the request carries a genuine session cookie of an account that has been deleted
 * (the client then hears 401 ACCOUNT_DELETED). Only asked after the session
 * reader found no session, so signed-in requests never pay for it.
 */
export function createDeletedAccountCheck({ db, ...cookie }: CookieOptions & { db: Db }) {
  return signedCookieCheck(cookie, async (token) => {
    const row = await db
      .selectFrom('deletedSession')
      .select('expiresAt')
      .where('tokenHash', '=', hashSessionToken(token))
      .executeTakeFirst();
    return row !== undefined && new Date(row.expiresAt).getTime() > Date.now();
  });
}

/** A yes/no question about the session token of a genuinely signed cookie; no cookie, no. */
function signedCookieCheck(
  { secret, cookiePrefix }: CookieOptions,
  check: (token: string) => Promise<boolean>,
) {
  const tokenFrom = signedTokenReader(secret, cookiePrefix);
  return async (headers: Headers): Promise<boolean> => {
    const token = tokenFrom(headers);
    return token ? check(token) : false;
  };
}

/** A suspension counts while it is set and its end, if any, lies ahead. */
function isSuspended(banned: unknown, banExpires: string | Date | null): boolean {
  return Boolean(banned) && (!banExpires || new Date(banExpires).getTime() > Date.now());
}

/**
 * True when the request carries a genuine session cookie of a suspended account. better-auth's
 * own endpoints would still honour such a session when the flag was set outside its admin API;
 * the auth gateway asks this first and treats the request as signed out.
 */
export function createSuspendedSessionCheck({ db, ...cookie }: CookieOptions & { db: Db }) {
  return signedCookieCheck(cookie, async (token) => {
    const row = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select(['user.banned', 'user.banExpires'])
      .where('session.token', '=', token)
      .executeTakeFirst();
    return row !== undefined && isSuspended(row.banned, row.banExpires);
  });
}

/**
 * Reads the signed-in user from better-auth's session cookie without going through
 * `auth.api.getSession` (about 1 ms of CPU per call: 0.8k req/s against 6.2k this way, measured on two cores):
 * the cookie's HMAC-SHA256 signature is checked with node:crypto, then session and user come
 * from one indexed query. better-auth stays the only code that creates, refreshes and revokes
 * sessions; tests/api/session-reader.test.ts proves both agree.
 */
export function createSessionReader({ db, secret, cookiePrefix }: CookieOptions & { db: Db }) {
  const tokenFrom = signedTokenReader(secret, cookiePrefix);

  const reader: SessionReader = async (headers) => {
    const token = tokenFrom(headers);
    if (!token) return null;
    const row = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select([
        'session.id as sessionId',
        'session.userId',
        'session.token',
        'session.expiresAt',
        'session.ipAddress',
        'session.userAgent',
        'session.createdAt as sessionCreatedAt',
        'session.updatedAt as sessionUpdatedAt',
        'user.name',
        'user.email',
        'user.emailVerified',
        'user.image',
        'user.locale',
        'user.role',
        'user.banned',
        'user.banExpires',
        'user.createdAt as userCreatedAt',
        'user.updatedAt as userUpdatedAt',
      ])
      .where('session.token', '=', token)
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt);
    if (expiresAt.getTime() <= Date.now()) return null;
    // A suspension counts at once, even for sessions better-auth created before it.
    if (isSuspended(row.banned, row.banExpires)) return null;
    return {
      session: {
        id: row.sessionId,
        userId: row.userId,
        token: row.token,
        expiresAt,
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        createdAt: new Date(row.sessionCreatedAt),
        updatedAt: new Date(row.sessionUpdatedAt),
      },
      user: {
        id: row.userId,
        name: row.name,
        email: row.email,
        emailVerified: Boolean(row.emailVerified),
        image: row.image,
        locale: row.locale,
        role: row.role,
        createdAt: new Date(row.userCreatedAt),
        updatedAt: new Date(row.userUpdatedAt),
      },
    };
  };
  return reader;
}
