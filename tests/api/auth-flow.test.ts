import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct horse battery';
let counter = 0;
const newEmail = () => `walker${Date.now()}${counter++}@example.com`;

async function signUp(client: TestClient, email: string, password = PASSWORD) {
  return client.json('/api/auth/sign-up/email', {
    body: { name: 'Nok Walker', email, password, callbackURL: '/dashboard', locale: 'en' },
  });
}

async function verifyThroughMail(client: TestClient, email: string) {
  const mail = await latestMail(client, email);
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  expect(link).toBeDefined();
  return client.request(link as string);
}

describe(`accounts on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('signs up, is refused until verified, verifies by mail, signs in and out', async () => {
    const client = new TestClient(t);
    const email = newEmail();

    const created = await signUp(client, email);
    expect(created.status).toBe(200);
    expect(client.cookies.size).toBe(0);

    const refused = await client.json('/api/auth/sign-in/email', {
      body: { email, password: PASSWORD, callbackURL: '/dashboard' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });

    const mail = await latestMail(client, email);
    expect(mail.subject).toBe('Confirm your email for Someday');
    const verified = await verifyThroughMail(client, email);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard');

    const fresh = new TestClient(t);
    const signedIn = await fresh.json<{ user: { email: string } }>('/api/auth/sign-in/email', {
      body: { email, password: PASSWORD, rememberMe: true },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(email);

    const session = await fresh.json<{ user: { email: string; emailVerified: boolean } }>(
      '/api/auth/get-session',
    );
    expect(session.body.user).toMatchObject({ email, emailVerified: true });
    const mine = await fresh.json<{ user: { email: string; locale: string } }>('/api/auth/user');
    expect(mine.status).toBe(200);
    expect(mine.body.user).toMatchObject({ email, locale: 'en' });
    const withSession = await fresh.json<{ session: { userId: string } }>('/api/auth/session');
    expect(withSession.status).toBe(200);

    const out = await fresh.json('/api/auth/sign-out', { body: {} });
    expect(out.status).toBe(200);
    // Lists and usage the browser kept to revalidate go with the session.
    expect(out.res.headers.get('clear-site-data')).toBe('"cache"');
    expect((await fresh.json('/api/auth/get-session')).body).toBeNull();
    expect((await fresh.json('/api/auth/user')).status).toBe(401);
  });

  it('stores the email lowercased and refuses a wrong password with the generic message', async () => {
    const client = new TestClient(t);
    const email = newEmail();
    await signUp(client, email.toUpperCase());
    await verifyThroughMail(client, email);
    const wrong = await client.json('/api/auth/sign-in/email', {
      body: { email, password: 'not the password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Invalid email or password' });
    const unknown = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: PASSWORD },
    });
    expect(unknown.body).toMatchObject({ message: 'Invalid email or password' });
  });

  it('never lets a client mark its own email verified or pick an unknown language', async () => {
    const client = new TestClient(t);
    const email = newEmail();
    const res = await client.json('/api/auth/sign-up/email', {
      body: { name: 'Sly', email, password: PASSWORD, emailVerified: true, locale: 'xx' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { emailVerified: false } });
    const row = await t.db
      .selectFrom('user')
      .select(['emailVerified', 'locale'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.emailVerified)).toBe(false);
    expect(row.locale).toBe('en');
    const signIn = await client.json('/api/auth/sign-in/email', { body: { email, password: PASSWORD } });
    expect(signIn.status).toBe(403);
  });

  it('hashes passwords with Argon2id', async () => {
    const client = new TestClient(t);
    const email = newEmail();
    await signUp(client, email);
    const account = await t.db
      .selectFrom('account')
      .innerJoin('user', 'user.id', 'account.userId')
      .select('account.password')
      .where('user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('mails in the language the user chose', async () => {
    const client = new TestClient(t);
    const email = newEmail();
    await client.json('/api/auth/sign-up/email', {
      body: { name: 'นก', email, password: PASSWORD, callbackURL: '/dashboard', locale: 'th' },
    });
    const mail = await latestMail(client, email);
    expect(mail.subject).toBe('ยืนยันอีเมลของคุณสำหรับ Someday');
    expect(mail.text).toContain('สวัสดีคุณ นก');
  });

  it('resets a password through the mailed link and revokes the old sessions', async () => {
    const email = newEmail();
    const owner = new TestClient(t);
    await signUp(owner, email);
    await verifyThroughMail(owner, email);
    const oldDevice = new TestClient(t);
    expect(
      (await oldDevice.json('/api/auth/sign-in/email', { body: { email, password: PASSWORD } })).status,
    ).toBe(200);

    const visitor = new TestClient(t);
    const asked = await visitor.json('/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      message: expect.stringContaining('If this email exists in our system'),
    });
    const unknown = await visitor.json('/api/auth/request-password-reset', {
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    });
    expect(unknown.body).toEqual(asked.body);

    const mail = await latestMail(visitor, email);
    expect(mail.subject).toBe('Reset your Someday password');
    const link = mail.links.find((l) => l.includes('/api/auth/reset-password/'));
    const landing = await visitor.request(link as string);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);

    const reset = await visitor.json('/api/auth/reset-password', {
      body: { newPassword: 'a brand new passphrase', token },
    });
    expect(reset.status).toBe(200);
    expect((await oldDevice.json('/api/auth/get-session')).body).toBeNull();
    const reused = await visitor.json('/api/auth/reset-password', {
      body: { newPassword: 'yet another one', token },
    });
    expect(reused.status).toBe(400);

    const withOld = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email, password: PASSWORD },
    });
    expect(withOld.status).toBe(401);
    const withNew = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email, password: 'a brand new passphrase' },
    });
    expect(withNew.status).toBe(200);
  });

  it('sends an invalid reset token back with error=INVALID_TOKEN', async () => {
    const res = await new TestClient(t).request(
      '/api/auth/reset-password/notarealtoken?callbackURL=/reset-password',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('error=INVALID_TOKEN');
  });

  it('refuses redirect targets outside the trusted origins with 403', async () => {
    const client = new TestClient(t);
    const signup = await client.json('/api/auth/sign-up/email', {
      body: { name: 'Eve', email: newEmail(), password: PASSWORD, callbackURL: 'https://evil.example/steal' },
    });
    expect(signup.status).toBe(403);
    expect(signup.body).toMatchObject({ message: 'Invalid callbackURL' });
    const reset = await client.json('/api/auth/request-password-reset', {
      body: { email: 'someone@example.com', redirectTo: 'https://evil.example/reset' },
    });
    expect(reset.status).toBe(403);
  });

  it('answers 429 to repeated sign-in attempts from one address', async () => {
    const client = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await client.request('/api/auth/sign-in/email', {
        body: { email: 'nobody@example.com', password: `guess number ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    const other = await new TestClient(t).request('/api/auth/sign-in/email', {
      body: { email: 'nobody@example.com', password: 'guess' },
    });
    expect(other.status).toBe(401);
  });

  it('limits the verification mail endpoint too', async () => {
    const client = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.request('/api/auth/send-verification-email', {
        body: { email: 'nobody@example.com', callbackURL: '/dashboard' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a cookie-carrying request from a foreign origin on auth and on our routes', async () => {
    const email = newEmail();
    const client = new TestClient(t);
    await signUp(client, email);
    await verifyThroughMail(client, email);
    const foreign = { origin: 'https://evil.example' };
    const signOut = await client.request('/api/auth/sign-out', { body: {}, headers: foreign });
    expect(signOut.status).toBe(403);
    const log = await client.json('/api/logs/error', {
      body: { error: 'x', errorId: 'e1' },
      headers: foreign,
    });
    expect(log.status).toBe(403);
    expect(log.body).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } });
  });
});
