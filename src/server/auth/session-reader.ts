import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { parse } from 'hono/utils/cookie';
import type { InferResult } from 'kysely';
import { compiledQuery } from '../db/compiled-query';
import type { Db } from '../db/database';
import { keptByKey } from '../kept-by-key';

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
    /** The administrator who opened this session to see the app as its user, if one did. */
    impersonatedBy: string | null;
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

/** Where the Cookie header is read from: a web `Headers`, or a Node request's headers (see early-answers.ts). */
export type CookieSource = Pick<Headers, 'get'>;

export type SessionReader = (headers: CookieSource) => Promise<CurrentSession | null>;

type CookieOptions = { secret: string; cookiePrefix: string };

/**
 * Cookie headers read lately and the session cookie found in each: a browser sends the same
 * header with every request, and parsing it again was 5-6 % of a list or usage read. Bounded in
 * count and in header length, so a client sending ever new headers costs at most a few megabytes.
 */
const COOKIE_HEADERS_KEPT = 2_000;
const COOKIE_HEADER_KEPT_MAX_LENGTH = 4_096;

/** better-auth's signed session cookie as sent (`token.signature`), not yet checked. */
function signedCookieReader(cookiePrefix: string) {
  const names = [`__Secure-${cookiePrefix}.session_token`, `${cookiePrefix}.session_token`];
  const found = keptByKey<string | null>(COOKIE_HEADERS_KEPT, COOKIE_HEADER_KEPT_MAX_LENGTH);
  const signedIn = (header: string): string | null => {
    for (const name of names) {
      const value = cookieNamed(header, name);
      if (value) return value;
    }
    return null;
  };
  return (headers: CookieSource): string | null => {
    const header = headers.get('cookie');
    if (!header) return null;
    return found(header, () => signedIn(header));
  };
}

/**
 * One cookie's value. Only the `name=...` pair itself goes through Hono's parser: splitting and
 * checking every cookie of the header (better-auth's data cookie is long) was 4 % of a list read.
 */
function cookieNamed(header: string, name: string): string | undefined {
  for (let at = header.indexOf(`${name}=`); at !== -1; at = header.indexOf(`${name}=`, at + 1)) {
    const end = header.indexOf(';', at);
    const value = parse(header.slice(at, end === -1 ? undefined : end), name)[name];
    // A longer name ending in this one (`__Secure-` + name) parses as that other name.
    const startsPair = at === 0 || header[at - 1] === ' ' || header[at - 1] === ';';
    if (value !== undefined && startsPair) return value;
  }
  return undefined;
}

/** The token part of a signed cookie value, or null when it has no signature part. */
function tokenOf(signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  return dot < 1 ? null : signed.slice(0, dot);
}

/** Whether the cookie's HMAC-SHA256 signature of its token is genuine. */
function signatureValid(secret: string, signed: string, token: string): boolean {
  const given = Buffer.from(signed.slice(token.length + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The session token of better-auth's cookie when its HMAC-SHA256 signature is valid, else null. */
function signedTokenReader(secret: string, cookiePrefix: string) {
  const signedFrom = signedCookieReader(cookiePrefix);
  return (headers: CookieSource): string | null => {
    const signed = signedFrom(headers);
    const token = signed ? tokenOf(signed) : null;
    return signed && token && signatureValid(secret, signed, token) ? token : null;
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
export function isSuspended(banned: unknown, banExpires: string | Date | null): boolean {
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
 * How long this process trusts a session row it has read. Every change made through this process
 * (sign-out, revocation, suspension, role change, deletion) drops the entry at once through
 * forgetSession / invalidateSessions; a change made elsewhere (another instance, SQL by hand)
 * counts within this time: docs/decisions/0011-fast-request-path.md.
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

type CachedSession = {
  /** The cookie value whose signature was checked when the entry was made. */
  signed: string;
  current: CurrentSession;
  banned: unknown;
  banExpires: string | Date | null;
  readAt: number;
};

/** Every reader's cache in this process, so that one invalidation reaches them all. */
const caches = new Set<Map<string, CachedSession>>();
/** Bumped by every invalidation: a read that started before one must not fill the cache. */
let generation = 0;

/** Drops one session from every cache of this process (signed out, revoked, changed). */
export function forgetSession(token: string): void {
  generation += 1;
  for (const cache of caches) cache.delete(token);
}

/** Drops every session of a user from every cache of this process (suspended, changed, deleted). */
export function invalidateSessions(userId: string): void {
  generation += 1;
  for (const cache of caches) {
    for (const [token, entry] of cache) if (entry.current.user.id === userId) cache.delete(token);
  }
}

function sessionQuery(db: Db, token: string) {
  return db
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
      'session.impersonatedBy',
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
    .where('session.token', '=', token);
}
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];
const sessionByToken = compiledQuery<'token', SessionRow>((db, slot) => sessionQuery(db, slot('token')));

function toCurrentSession(row: SessionRow): CurrentSession {
  return {
    session: Object.freeze({
      id: row.sessionId,
      userId: row.userId,
      token: row.token,
      expiresAt: new Date(row.expiresAt),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: new Date(row.sessionCreatedAt),
      updatedAt: new Date(row.sessionUpdatedAt),
      impersonatedBy: row.impersonatedBy,
    }),
    user: Object.freeze({
      id: row.userId,
      name: row.name,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      image: row.image,
      locale: row.locale,
      role: row.role,
      createdAt: new Date(row.userCreatedAt),
      updatedAt: new Date(row.userUpdatedAt),
    }),
  };
}

/**
 * Reads the signed-in user from better-auth's session cookie without going through
 * `auth.api.getSession` (about 1 ms of CPU per call: 0.8k req/s against 6.2k this way, measured on two cores):
 * the cookie's HMAC-SHA256 signature is checked with node:crypto, then session and user come
 * from one indexed query, compiled once, and are kept for SESSION_CACHE_MS. Expiry and
 * suspension are checked on every read, cached or not. better-auth stays the only code that
 * creates, refreshes and revokes sessions; tests/api/session-reader.test.ts proves both agree.
 */
export function createSessionReader({ db, secret, cookiePrefix }: CookieOptions & { db: Db }) {
  const signedFrom = signedCookieReader(cookiePrefix);
  const cache = new Map<string, CachedSession>();
  caches.add(cache);

  const load = async (signed: string, token: string, now: number): Promise<CachedSession | null> => {
    const startedAt = generation;
    const [row] = await sessionByToken(db, { token });
    if (!row) return null;
    const entry: CachedSession = {
      signed,
      current: toCurrentSession(row),
      banned: row.banned,
      banExpires: row.banExpires,
      readAt: now,
    };
    if (startedAt === generation) {
      if (cache.size >= SESSION_CACHE_MAX) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(token, entry);
    }
    return entry;
  };

  const reader: SessionReader = async (headers) => {
    const signed = signedFrom(headers);
    const token = signed ? tokenOf(signed) : null;
    if (!signed || !token) return null;
    let entry = cache.get(token);
    // The same cookie value as when the entry was made has been checked already.
    if (entry?.signed !== signed && !signatureValid(secret, signed, token)) return null;
    const now = Date.now();
    // A cached session past its expiry may have been refreshed meanwhile: ask the database.
    if (
      !entry ||
      now - entry.readAt >= SESSION_CACHE_MS ||
      entry.current.session.expiresAt.getTime() <= now
    ) {
      if (entry) cache.delete(token);
      entry = (await load(signed, token, now)) ?? undefined;
    }
    if (!entry) return null;
    if (entry.current.session.expiresAt.getTime() <= now) return null;
    // A suspension counts at once, even for sessions better-auth created before it.
    if (isSuspended(entry.banned, entry.banExpires)) return null;
    return entry.current;
  };
  return reader;
}
