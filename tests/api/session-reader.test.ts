import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_PREFIX } from '../../src/server/auth/auth';
import { createSessionReader, type SessionReader } from '../../src/server/auth/session-reader';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
let readSession: SessionReader;
beforeAll(async () => {
  t = await createTestApp();
  readSession = createSessionReader({ db: t.db, secret: t.config.authSecret, cookiePrefix: COOKIE_PREFIX });
});
afterAll(async () => {
  await t.close();
});

const headersOf = (cookie: string) => new Headers(cookie ? { cookie } : {});
const tokenCookieName = `${COOKIE_PREFIX}.session_token`;

/** Our reader first (better-auth deletes an expired session it finds), then better-auth. */
async function bothRead(cookie: string) {
  const ours = await readSession(headersOf(cookie));
  const theirs = await t.auth.api.getSession({ headers: headersOf(cookie) });
  return { ours, theirs };
}

describe('the session middleware agrees with better-auth', () => {
  it('on a valid cookie: same session and user', async () => {
    const user = await signInVerifiedUser(t);
    const { ours, theirs } = await bothRead(user.client.cookieHeader());
    expect(theirs).not.toBeNull();
    expect(ours?.session.id).toBe(theirs?.session.id);
    expect(ours?.user).toMatchObject({ id: theirs?.user.id, email: theirs?.user.email, emailVerified: true });
    expect(ours?.session.expiresAt.getTime()).toBe(new Date(theirs?.session.expiresAt ?? 0).getTime());
  });

  it('on no cookie and on a cookie for another app: nobody', async () => {
    expect(await bothRead('')).toEqual({ ours: null, theirs: null });
    expect(await bothRead('other.session_token=abc')).toEqual({ ours: null, theirs: null });
  });

  it('finds the session cookie among others, not in a cookie whose name merely ends like it', async () => {
    const user = await signInVerifiedUser(t);
    const value = user.client.cookies.get(tokenCookieName) ?? '';
    const expected = (await readSession(headersOf(user.client.cookieHeader())))?.session.id;
    expect(expected).toBeTruthy();
    for (const header of [
      `theme=dark; x-${tokenCookieName}=garbage; ${tokenCookieName}=${value}; last=1`,
      `${tokenCookieName}=${value}`,
      `a=1;${tokenCookieName}=${value}`,
      `${COOKIE_PREFIX}.session_data=${'x'.repeat(600)}; ${tokenCookieName}=${value}`,
    ]) {
      expect((await readSession(headersOf(header)))?.session.id).toBe(expected);
    }
    expect(await readSession(headersOf(`x-${tokenCookieName}=${value}`))).toBeNull();
  });

  it('on a tampered signature or token: nobody', async () => {
    const user = await signInVerifiedUser(t);
    const value = decodeURIComponent(user.client.cookies.get(tokenCookieName) ?? '');
    const [token, signature] = [
      value.slice(0, value.lastIndexOf('.')),
      value.slice(value.lastIndexOf('.') + 1),
    ];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [`${token}.${flipped}`, `${token}x.${signature}`, token, `.${signature}`]) {
      expect(await bothRead(`${tokenCookieName}=${encodeURIComponent(forged)}`)).toEqual({
        ours: null,
        theirs: null,
      });
    }
  });

  it('on a revoked session: nobody', async () => {
    const user = await signInVerifiedUser(t);
    const cookie = user.client.cookieHeader();
    await user.client.request('/api/auth/sign-out', { body: {} });
    expect(await bothRead(cookie)).toEqual({ ours: null, theirs: null });
  });

  it('on an expired session: nobody', async () => {
    const user = await signInVerifiedUser(t);
    const past = new Date(Date.now() - 60_000);
    await t.db
      .updateTable('session')
      .set({ expiresAt: t.engine === 'sqlite' ? past.toISOString() : past })
      .where('userId', '=', user.id)
      .execute();
    expect(await bothRead(user.client.cookieHeader())).toEqual({ ours: null, theirs: null });
  });

  it('on a deleted user: nobody', async () => {
    const user = await signInVerifiedUser(t);
    await t.db.deleteFrom('user').where('id', '=', user.id).execute();
    expect(await bothRead(user.client.cookieHeader())).toEqual({ ours: null, theirs: null });
  });

  it('protected routes answer 401 once the session is revoked', async () => {
    const user = await signInVerifiedUser(t);
    expect((await user.client.request('/api/me/usage')).status).toBe(200);
    const stale = new Map(user.client.cookies);
    await user.client.request('/api/auth/sign-out', { body: {} });
    for (const [k, v] of stale) user.client.cookies.set(k, v);
    expect((await user.client.request('/api/me/usage')).status).toBe(401);
  });
});
