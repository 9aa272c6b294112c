import type { Context } from 'hono';
import { AUTH_BASE_PATH } from '../../common/sign-in';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { AppError, authErrorResponse } from '../errors';
import { isFeatureOn } from '../feature-switches';
import { fixedWindowCounter } from '../middleware/rate-limit';
import { checkAdminAction } from './admin-guard';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';
import { accountKeyOf, checkAuthFields, readAuthFields } from './auth-request';
import { withoutSecrets } from './auth-response';
import type { SessionReader } from './session-reader';
import { isOwnerOnlyAuthPath, userViewRefusal } from './user-view';

export type AuthGatewayDeps = {
  auth: Auth;
  db: Db;
  clientIp: (c: Context<AppEnv>) => string;
  isSuspendedSession: (headers: Headers) => Promise<boolean>;
  readSession: SessionReader;
};

const MINUTE = 60_000;

/**
 * Endpoints of better-auth's email-code plugin that Someday does not offer (codes only sign in).
 * Each would be one more place where wrong-code counting tells known addresses from unknown ones.
 */
export const NOT_OFFERED = new Set([
  '/email-otp/check-verification-otp',
  '/email-otp/verify-email',
  '/email-otp/request-password-reset',
  '/forget-password/email-otp',
  '/email-otp/reset-password',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
]);

/**
 * Older names of better-auth endpoints that clients may still call: each is served by the endpoint
 * it names, so it shares that endpoint's body, answer, limits (the same buckets) and timing.
 */
export const AUTH_ALIASES: Record<string, string> = { '/forget-password': '/request-password-reset' };

/**
 * Answers that would otherwise take longer when an address has an account (a token written, a
 * user created) take at least this long whatever the outcome; their mail goes out afterwards.
 */
const PROBE_PATHS = new Set([
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/email-otp/send-verification-otp',
  '/change-email',
]);
export const PROBE_ANSWER_MS = 250;

/**
 * Per-account limits on top of better-auth's per-address ones, so that guessing one account's
 * password (or flooding its inbox) from many addresses is slow too. The key is the address typed,
 * known account or not, so the limit itself reveals nothing.
 */
const PER_ACCOUNT = [
  {
    paths: ['/sign-in/email', '/sign-in/email-otp'],
    counter: fixedWindowCounter({ windowMs: 15 * MINUTE, max: 10 }),
  },
  {
    // Every request that may mail an account; sign-up mails the owner of an address that has one.
    paths: [
      '/sign-up/email',
      '/request-password-reset',
      '/send-verification-email',
      '/email-otp/send-verification-otp',
    ],
    counter: fixedWindowCounter({ windowMs: 60 * MINUTE, max: 10 }),
  },
];

/** Seconds to wait when this request is over an account's limit, else null. */
function overAccountLimit(path: string, account: string | null): number | null {
  if (!account) return null;
  for (const rule of PER_ACCOUNT) {
    if (!rule.paths.includes(path)) continue;
    const retryAfter = rule.counter.hit(account);
    if (retryAfter !== null) return retryAfter;
  }
  return null;
}

const waitUntil = (time: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

/**
 * Everything under /api/auth reaches better-auth through here: the client address from the
 * socket (or a trusted proxy), a suspended account's session treated as none (signing out still
 * works), bodies checked before the library stores or looks them up, per-account limits,
 * account-probing answers made alike, and session tokens kept out of JSON.
 */
export function authGateway({ auth, db, clientIp, isSuspendedSession, readSession }: AuthGatewayDeps) {
  /**
   * A sign-in code for an address without an account is stored like a real one but mailed to
   * nobody, so wrong guesses are counted and refused the same way for every address.
   */
  async function codeForUnknownAddress(fields: Record<string, unknown> | null): Promise<Response | null> {
    if (fields?.type !== 'sign-in' || typeof fields.email !== 'string') return null;
    const email = fields.email.trim().toLowerCase();
    const known = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
    if (known) return null;
    await auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
    return Response.json({ success: true });
  }

  async function pass(c: Context<AppEnv>, started: number): Promise<Response> {
    const asked = c.req.path.slice(AUTH_BASE_PATH.length);
    const path = AUTH_ALIASES[asked] ?? asked;
    if (NOT_OFFERED.has(path)) throw new AppError('NOT_FOUND', 'No such API endpoint.');
    const url = new URL(c.req.raw.url);
    url.pathname = `${AUTH_BASE_PATH}${path}`;
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    if (path !== '/sign-out' && (await isSuspendedSession(headers))) headers.delete('cookie');

    const body = c.req.method === 'GET' ? null : await c.req.arrayBuffer();
    const fields = body ? readAuthFields(c.req.header('content-type'), body) : null;
    checkAuthFields(path, fields);
    // Before better-auth looks at the address, so a known one and a new one hear the same.
    if (path === '/sign-up/email' && !(await isFeatureOn(db, 'registrationOpen'))) {
      throw new AppError('REGISTRATION_CLOSED');
    }
    if (c.req.method !== 'GET' && isOwnerOnlyAuthPath(path)) {
      if ((await readSession(headers))?.session.impersonatedBy) throw userViewRefusal();
    }
    if (path.startsWith('/admin/')) {
      const actor = (await readSession(headers))?.user;
      await checkAdminAction({ db, actor, path, fields, url });
    }
    const retryAfter = overAccountLimit(path, accountKeyOf(fields));
    if (retryAfter !== null) {
      // Both spellings: ours and the one better-auth's client reads on its own 429s.
      c.header('Retry-After', String(retryAfter));
      c.header('X-Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED', 'Too many attempts for this account. Please try again later.');
    }

    const unknownCode =
      path === '/email-otp/send-verification-otp' ? await codeForUnknownAddress(fields) : null;
    const res =
      unknownCode ?? (await auth.handler(new Request(url, { method: c.req.method, headers, body })));
    const answer = await withoutSecrets(path, res);
    // Lists and usage are kept by the browser to revalidate; nothing of them stays after sign-out.
    if (path === '/sign-out' && answer.ok) answer.headers.set('Clear-Site-Data', '"cache"');
    if (PROBE_PATHS.has(path)) await waitUntil(started + PROBE_ANSWER_MS);
    return answer;
  }

  return async (c: Context<AppEnv>): Promise<Response> => {
    try {
      return await pass(c, performance.now());
    } catch (error) {
      if (error instanceof AppError) return authErrorResponse(c, error);
      throw error;
    }
  };
}
