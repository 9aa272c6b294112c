import { createHash } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import {
  OIDC_CLIENT_ID,
  OIDC_REDIRECT_URI,
  type OidcAccount,
  type OidcTestProvider,
  startOidcProvider,
} from '../support/oidc-provider';
import { BASE_URL, createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

// The provider runs before the app is built: better-auth reads its discovery document on start.
let idp: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcProvider();
  t = await createTestApp({ config: { socialProviders: { oidc: idp.config('Acme SSO') } } });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const SESSION_COOKIE = 'someday.session_token';
let counter = 0;

/** A person known to the provider, with their own subject and address. */
function person(overrides: Partial<OidcAccount> = {}): OidcAccount {
  const n = `${Date.now()}${counter++}`;
  return {
    sub: `sub-${n}`,
    email: `sso${n}@example.com`,
    email_verified: true,
    name: 'Mali SSO',
    picture: 'https://idp.example.com/avatars/mali.png',
    ...overrides,
  };
}

type Redirect = { url: string; redirect: boolean };

/** Starts a sign-in at our app and returns the provider's authorization URL. */
async function startSignIn(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.json<Redirect>('/api/auth/sign-in/social', {
    body: { provider: 'oidc', callbackURL: '/dashboard', ...body },
  });
  expect(res.status).toBe(200);
  expect(res.body.redirect).toBe(true);
  return res.body.url;
}

/** Passes the provider as `account` and returns the URL it sends the browser back to. */
async function backFromProvider(authorizationUrl: string, account: OidcAccount) {
  const back = await idp.authorize(authorizationUrl, { as: account });
  expect(`${back.origin}${back.pathname}`).toBe(OIDC_REDIRECT_URI);
  return back;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** The redirect our callback answered with, as an absolute URL. */
function redirectOf(res: Response) {
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '', BASE_URL);
}

/** The full sign-in through the provider; answers the callback's response. */
async function signInThroughProvider(
  client: TestClient,
  account: OidcAccount,
  body: Record<string, unknown> = {},
) {
  const back = await backFromProvider(await startSignIn(client, body), account);
  return client.request(pathOf(back));
}

async function accountsOf(userId: string) {
  const rows = await t.db
    .selectFrom('account')
    .select(['providerId', 'accountId'])
    .where('userId', '=', userId)
    .execute();
  return rows.map((r) => `${r.providerId}:${r.providerId === 'credential' ? '' : r.accountId}`).sort();
}

async function usersWithEmail(email: string) {
  return t.db
    .selectFrom('user')
    .select(['id', 'emailVerified', 'name', 'image'])
    .where('email', '=', email)
    .execute();
}

async function listAccounts(client: TestClient) {
  const res =
    await client.json<{ id: string; providerId: string; accountId: string }[]>('/api/auth/list-accounts');
  expect(res.status).toBe(200);
  return res.body;
}

async function me(client: TestClient) {
  return client.json<{ user: { id: string; email: string; emailVerified: boolean } }>('/api/auth/user');
}

describe(`social sign-in through a real OpenID Connect provider on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('lists the provider in /api/meta only when it is configured', async () => {
    const client = new TestClient(t);
    const meta = await client.json<{ socialProviders: { id: string; name: string }[] }>('/api/meta');
    expect(meta.status).toBe(200);
    expect(meta.body.socialProviders).toEqual([{ id: 'oidc', name: 'Acme SSO' }]);

    const plain = await createTestApp();
    try {
      const other = new TestClient(plain);
      const bare = await other.json<{ socialProviders: unknown[] }>('/api/meta');
      expect(bare.body.socialProviders).toEqual([]);
      const refused = await other.json<{ code: string }>('/api/auth/sign-in/social', {
        body: { provider: 'oidc', callbackURL: '/dashboard' },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('PROVIDER_NOT_FOUND');
    } finally {
      await plain.close();
    }
  });

  it('sends the browser to the provider with PKCE S256, a state and a nonce', async () => {
    const client = new TestClient(t);
    const url = new URL(await startSignIn(client));
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(OIDC_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(OIDC_REDIRECT_URI);
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(client.cookies.has('someday.state')).toBe(true);

    // The state record holds the 128-character verifier whose S256 hash is the challenge.
    const record = await t.db
      .selectFrom('verification')
      .select('value')
      .where('identifier', '=', `auth-state:${state}`)
      .executeTakeFirstOrThrow();
    const { codeVerifier, callbackURL } = JSON.parse(record.value) as {
      codeVerifier: string;
      callbackURL: string;
    };
    expect(callbackURL).toBe('/dashboard');
    expect(codeVerifier).toMatch(/^[A-Za-z0-9_-]{128}$/);
    expect(createHash('sha256').update(codeVerifier).digest('base64url')).toBe(params.get('code_challenge'));
  });

  it('creates a new user from the provider, sends them to the new-user page and signs them in', async () => {
    const client = new TestClient(t);
    const account = person({ name: 'Somchai New' });
    const res = await signInThroughProvider(client, account, { newUserCallbackURL: '/welcome' });
    expect(pathOf(redirectOf(res))).toBe('/welcome');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);

    const mine = await me(client);
    expect(mine.status).toBe(200);
    expect(mine.body.user).toMatchObject({ email: account.email, emailVerified: true, name: 'Somchai New' });
    const users = await usersWithEmail(account.email);
    expect(users).toHaveLength(1);
    expect(users[0]?.image).toBe(account.picture);
    expect(await accountsOf(mine.body.user.id)).toEqual([`oidc:${account.sub}`]);
  });

  it('goes to the callbackURL for a new user when no new-user page is given, keeping email_verified false', async () => {
    const client = new TestClient(t);
    const account = person({ email_verified: false });
    const res = await signInThroughProvider(client, account);
    expect(pathOf(redirectOf(res))).toBe('/dashboard');
    const mine = await me(client);
    expect(mine.status).toBe(200);
    expect(mine.body.user).toMatchObject({ email: account.email, emailVerified: false });
  });

  it('signs a returning user in again without a second user or account row', async () => {
    const account = person();
    const first = new TestClient(t);
    await signInThroughProvider(first, account, { newUserCallbackURL: '/welcome' });
    const firstUser = (await me(first)).body.user;

    const again = new TestClient(t);
    const res = await signInThroughProvider(again, account, { newUserCallbackURL: '/welcome' });
    // Not a new user this time: the ordinary callbackURL.
    expect(pathOf(redirectOf(res))).toBe('/dashboard');
    const mine = await me(again);
    expect(mine.status).toBe(200);
    expect(mine.body.user.id).toBe(firstUser.id);
    expect(await usersWithEmail(account.email)).toHaveLength(1);
    expect(await accountsOf(firstUser.id)).toEqual([`oidc:${account.sub}`]);
  });

  it('asks an account with two-factor authentication for its code after the provider, before any session', async () => {
    const existing = await signInVerifiedUser(t, 'Dao Two Steps');
    const enabled = await existing.client.json<{ totpURI: string }>('/api/auth/two-factor/enable', {
      body: { password: 'a long enough password' },
    });
    const totp = OTPAuth.URI.parse(enabled.body.totpURI);
    await existing.client.json('/api/auth/two-factor/verify-totp', { body: { code: totp.generate() } });

    const browser = new TestClient(t);
    // Started from a page a visitor could not see: the code step keeps where to go afterwards.
    const res = await signInThroughProvider(
      browser,
      person({ email: existing.email, email_verified: true }),
      {
        callbackURL: '/goals/42?tab=memories',
      },
    );
    const landing = redirectOf(res);
    expect(landing.pathname).toBe('/account');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      mode: 'login',
      'second-factor': 'totp,otp',
      redirect: '/goals/42?tab=memories',
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await me(browser)).status).toBe(401);

    const verified = await browser.json('/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(verified.status).toBe(200);
    expect((await me(browser)).body.user.id).toBe(existing.id);
  });

  it('links the provider to an existing password account when the provider reports the email verified', async () => {
    const existing = await signInVerifiedUser(t, 'Dao Password');
    const browser = new TestClient(t);
    const res = await signInThroughProvider(
      browser,
      person({ email: existing.email, email_verified: true }),
      {
        newUserCallbackURL: '/welcome',
      },
    );
    expect(pathOf(redirectOf(res))).toBe('/dashboard');
    const mine = await me(browser);
    expect(mine.status).toBe(200);
    expect(mine.body.user.id).toBe(existing.id);
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    const accounts = await accountsOf(existing.id);
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toBe('credential:');
    expect(accounts[1]).toMatch(/^oidc:sub-/);
  });

  it('refuses to link when the provider does not report the email verified: account_not_linked', async () => {
    const existing = await signInVerifiedUser(t, 'Dao Careful');
    const browser = new TestClient(t);
    const res = await signInThroughProvider(
      browser,
      person({ email: existing.email, email_verified: false }),
      {
        errorCallbackURL: '/sign-in-failed',
      },
    );
    const to = redirectOf(res);
    expect(to.pathname).toBe('/sign-in-failed');
    expect(to.searchParams.get('error')).toBe('account_not_linked');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await me(browser)).status).toBe(401);
    expect(await accountsOf(existing.id)).toEqual(['credential:']);
  });

  it('refuses to link to a local account whose own email is not verified yet', async () => {
    const owner = new TestClient(t);
    const email = `unverified${Date.now()}${counter++}@example.com`;
    const signUp = await owner.request('/api/auth/sign-up/email', {
      body: { name: 'Not Yet', email, password: 'a long enough password', callbackURL: '/dashboard' },
    });
    expect(signUp.status).toBe(200);
    const browser = new TestClient(t);
    const res = await signInThroughProvider(browser, person({ email, email_verified: true }));
    const to = redirectOf(res);
    expect(`${to.origin}${to.pathname}`).toBe(`${BASE_URL}/error`);
    expect(to.searchParams.get('error')).toBe('account_not_linked');
    const [user] = await usersWithEmail(email);
    expect(await accountsOf(user?.id ?? '')).toEqual(['credential:']);
  });

  it('refuses a tampered or missing state', async () => {
    const client = new TestClient(t);
    const back = await backFromProvider(
      await startSignIn(client, { errorCallbackURL: '/sign-in-failed' }),
      person(),
    );

    // A state the app never issued: no record, so the error goes to the default error page.
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'A'.repeat(32));
    const forged = redirectOf(await client.request(pathOf(tampered)));
    expect(`${forged.origin}${forged.pathname}`).toBe(`${BASE_URL}/error`);
    expect(forged.searchParams.get('error')).toBe('state_mismatch');

    const missing = new URL(back);
    missing.searchParams.delete('state');
    const none = redirectOf(await client.request(pathOf(missing)));
    expect(`${none.origin}${none.pathname}`).toBe(`${BASE_URL}/error`);
    expect(none.searchParams.get('error')).toBe('state_not_found');

    // The real state in another browser (without the state cookie) goes to this flow's error URL.
    const stranger = new TestClient(t);
    const elsewhere = redirectOf(await stranger.request(pathOf(back)));
    expect(pathOf(elsewhere)).toBe('/sign-in-failed?error=state_mismatch');
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);

    // None of that used up the state: the browser that started the flow still completes it.
    expect(pathOf(redirectOf(await client.request(pathOf(back))))).toBe('/dashboard');
    expect((await me(client)).status).toBe(200);
  });

  it('uses the state once: replaying the callback fails', async () => {
    const client = new TestClient(t);
    const back = await backFromProvider(
      await startSignIn(client, { errorCallbackURL: '/sign-in-failed' }),
      person(),
    );
    expect(pathOf(redirectOf(await client.request(pathOf(back))))).toBe('/dashboard');

    const replayed = redirectOf(await client.request(pathOf(back)));
    expect(`${replayed.origin}${replayed.pathname}`).toBe(`${BASE_URL}/error`);
    expect(replayed.searchParams.get('error')).toBe('state_mismatch');
    const state = back.searchParams.get('state');
    const left = await t.db
      .selectFrom('verification')
      .select('id')
      .where('identifier', '=', `auth-state:${state}`)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('passes the provider’s own error to the error URL', async () => {
    const client = new TestClient(t);
    const url = await startSignIn(client, { errorCallbackURL: '/sign-in-failed' });
    const back = await idp.authorize(url, { deny: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const to = redirectOf(await client.request(pathOf(back)));
    expect(to.pathname).toBe('/sign-in-failed');
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('error_description')).toBe('The person refused to sign in');
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('returns to the page the sign-in screen asked for, and keeps asking for it after a refusal', async () => {
    const requested = '/goals/42?tab=memories';
    const returning = person();
    await signInThroughProvider(new TestClient(t), returning);
    const res = await signInThroughProvider(new TestClient(t), returning, { callbackURL: requested });
    expect(pathOf(redirectOf(res))).toBe(requested);

    const client = new TestClient(t);
    const errorCallbackURL = `/account?mode=login&redirect=${encodeURIComponent(requested)}`;
    const back = await idp.authorize(
      await startSignIn(client, { callbackURL: requested, errorCallbackURL }),
      {
        deny: true,
      },
    );
    const to = redirectOf(await client.request(pathOf(back)));
    expect(to.pathname).toBe('/account');
    expect(to.searchParams.get('redirect')).toBe(requested);
    expect(to.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses a callback without a code or with a code the provider did not issue', async () => {
    const noCode = new TestClient(t);
    const first = await backFromProvider(
      await startSignIn(noCode, { errorCallbackURL: '/sign-in-failed' }),
      person(),
    );
    first.searchParams.delete('code');
    expect(pathOf(redirectOf(await noCode.request(pathOf(first))))).toBe('/sign-in-failed?error=no_code');

    const badCode = new TestClient(t);
    const account = person();
    const second = await backFromProvider(
      await startSignIn(badCode, { errorCallbackURL: '/sign-in-failed' }),
      account,
    );
    second.searchParams.set('code', 'not-a-code-the-provider-issued');
    expect(pathOf(redirectOf(await badCode.request(pathOf(second))))).toBe(
      '/sign-in-failed?error=invalid_code',
    );
    expect(await usersWithEmail(account.email)).toHaveLength(0);
  });

  it('links the provider to the signed-in user through link-social', async () => {
    const user = await signInVerifiedUser(t, 'Pim Linker');
    const start = await user.client.json<Redirect>('/api/auth/link-social', {
      body: { provider: 'oidc', callbackURL: '/profile' },
    });
    expect(start.status).toBe(200);
    expect(new URL(start.body.url).searchParams.get('code_challenge_method')).toBe('S256');
    const account = person({ email: user.email });
    const back = await backFromProvider(start.body.url, account);
    expect(pathOf(redirectOf(await user.client.request(pathOf(back))))).toBe('/profile');
    expect(await accountsOf(user.id)).toEqual(['credential:', `oidc:${account.sub}`]);

    // The linked provider now signs the same user in.
    const browser = new TestClient(t);
    await signInThroughProvider(browser, account);
    expect((await me(browser)).body.user.id).toBe(user.id);
  });

  it('refuses link-social when the provider does not report the email verified or reports another email', async () => {
    const user = await signInVerifiedUser(t, 'Pim Careful');
    const link = async (account: OidcAccount) => {
      const start = await user.client.json<Redirect>('/api/auth/link-social', {
        body: { provider: 'oidc', callbackURL: '/profile', errorCallbackURL: '/profile/link-failed' },
      });
      const back = await backFromProvider(start.body.url, account);
      return redirectOf(await user.client.request(pathOf(back)));
    };
    const unverified = await link(person({ email: user.email, email_verified: false }));
    expect(unverified.pathname).toBe('/profile/link-failed');
    expect(unverified.searchParams.get('error')).toBe('unable_to_link_account');

    const otherEmail = await link(person());
    expect(otherEmail.pathname).toBe('/profile/link-failed');
    expect(otherEmail.searchParams.get('error')).toBe('email_does_not_match');
    expect(await accountsOf(user.id)).toEqual(['credential:']);
  });

  it('unlinks the provider while another sign-in method remains, never the last one', async () => {
    const user = await signInVerifiedUser(t, 'Pim Unlinker');
    const start = await user.client.json<Redirect>('/api/auth/link-social', {
      body: { provider: 'oidc', callbackURL: '/profile' },
    });
    const back = await backFromProvider(start.body.url, person({ email: user.email }));
    await user.client.request(pathOf(back));
    expect(await accountsOf(user.id)).toHaveLength(2);

    // better-auth 1.7 names the account by its row id (`id` in list-accounts), not by provider.
    const listed = await listAccounts(user.client);
    expect(listed.map((a) => a.providerId).sort()).toEqual(['credential', 'oidc']);
    const unlinked = await user.client.json<{ status: boolean }>('/api/auth/unlink-account', {
      body: { accountId: listed.find((a) => a.providerId === 'oidc')?.id },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.status).toBe(true);
    expect(await accountsOf(user.id)).toEqual(['credential:']);

    const [credential] = await listAccounts(user.client);
    const last = await user.client.json<{ message: string }>('/api/auth/unlink-account', {
      body: { accountId: credential?.id },
    });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe("You can't unlink your last account");
    expect(await accountsOf(user.id)).toEqual(['credential:']);
  });

  it('refuses to unlink the provider from a user who signs in only through it', async () => {
    const client = new TestClient(t);
    const account = person();
    await signInThroughProvider(client, account);
    const mine = await me(client);
    const [only] = await listAccounts(client);
    expect(only).toMatchObject({ providerId: 'oidc', accountId: account.sub });
    const res = await client.json<{ message: string }>('/api/auth/unlink-account', {
      body: { accountId: only?.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You can't unlink your last account");
    expect(await accountsOf(mine.body.user.id)).toEqual([`oidc:${account.sub}`]);
  });
});
