import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { Milestone } from '@common/milestones';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { countMediaFiles } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser, type VerifiedUser } from '../support/verified-user';
import { readZip } from '../support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough password';
type ErrorBody = { error: { code: string; message: string } };

/** The raw session token from the signed session cookie (`token.signature`). */
function sessionCookieOf(client: TestClient) {
  const value = client.cookies.get('someday.session_token');
  return value ? decodeURIComponent(value) : undefined;
}

async function mailsTo(email: string) {
  await t.tasks.idle();
  return t.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('createdAt', 'desc')
    .execute();
}

function linkIn(text: string, path: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link in mail`);
  return link;
}

async function emailOf(userId: string) {
  return t.db
    .selectFrom('user')
    .select(['email', 'emailVerified'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function signIn(email: string, password = PASSWORD) {
  const client = new TestClient(t);
  const res = await client.json<Record<string, unknown>>('/api/auth/sign-in/email', {
    body: { email, password },
  });
  return { client, res };
}

describe(`account lifecycle on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('changes the email only after the current address confirms, telling both addresses', async () => {
    const user = await signInVerifiedUser(t);
    const newEmail = `new${Date.now()}@example.com`;
    const asked = await user.client.json('/api/auth/change-email', {
      body: { newEmail: newEmail.toUpperCase(), callbackURL: '/profile' },
    });
    expect(asked.status).toBe(200);

    // The confirmation goes to the current address and names the new one; nothing changed yet.
    const [confirmation] = await mailsTo(user.email);
    expect(confirmation?.subject).toMatch(/Confirm the new email address/);
    expect(confirmation?.text).toContain(newEmail);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
    expect(await mailsTo(newEmail)).toHaveLength(0);

    const confirmed = await user.client.request(linkIn(confirmation?.text ?? '', '/verify-email'));
    expect(confirmed.status).toBe(302);
    // Confirming sends a verification link to the new address; it takes effect when that is followed.
    const [verification] = await mailsTo(newEmail);
    expect(verification?.subject).toMatch(/Confirm your email/);
    const verified = await user.client.request(linkIn(verification?.text ?? '', '/verify-email'));
    expect(verified.status).toBe(302);
    expect(await emailOf(user.id)).toMatchObject({ email: newEmail });
    expect((await signIn(newEmail)).res.status).toBe(200);
    expect((await signIn(user.email)).res.status).toBe(401);
  });

  it('refuses the same email, and says nothing about an email another account uses', async () => {
    const user = await signInVerifiedUser(t);
    const other = await signInVerifiedUser(t);
    const same = await user.client.json<{ message: string }>('/api/auth/change-email', {
      body: { newEmail: user.email },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Email is the same');
    // better-auth answers as for a free address so the endpoint cannot probe who has an account,
    // but mails nobody and changes nothing.
    const mailsBefore = (await mailsTo(user.email)).length;
    const taken = await user.client.json('/api/auth/change-email', { body: { newEmail: other.email } });
    expect(taken.status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(mailsBefore);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email });
    expect(await emailOf(other.id)).toMatchObject({ email: other.email });
  });

  it('changes the password, and with revokeOtherSessions ends every other session and renews this one', async () => {
    const user = await signInVerifiedUser(t);
    const { client: otherDevice } = await signIn(user.email);
    expect((await otherDevice.request('/api/me/usage')).status).toBe(200);

    const keep = await user.client.json<{ token: string | null }>('/api/auth/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'second long password' },
    });
    expect(keep.status).toBe(200);
    expect(keep.body).not.toHaveProperty('token');
    expect((await otherDevice.request('/api/me/usage')).status).toBe(200);

    const wrong = await user.client.json<{ code: string }>('/api/auth/change-password', {
      body: { currentPassword: 'not my password', newPassword: 'third long password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');

    const cookieBefore = sessionCookieOf(user.client);
    const revoke = await user.client.json<{ token?: string; user: { id: string } }>(
      '/api/auth/change-password',
      {
        body: {
          currentPassword: 'second long password',
          newPassword: 'third long password',
          revokeOtherSessions: true,
        },
      },
    );
    expect(revoke.status).toBe(200);
    // The fresh session travels in the HttpOnly cookie only, never in the JSON.
    expect(revoke.body).not.toHaveProperty('token');
    expect(revoke.body.user.id).toBe(user.id);
    const renewed = sessionCookieOf(user.client);
    expect(renewed).not.toBe(cookieBefore);
    expect((await otherDevice.request('/api/me/usage')).status).toBe(401);
    expect((await user.client.request('/api/me/usage')).status).toBe(200);
    const sessions = await t.db.selectFrom('session').select('token').where('userId', '=', user.id).execute();
    expect(sessions.map((s) => s.token)).toEqual([renewed?.split('.')[0]]);
    expect((await signIn(user.email, 'second long password')).res.status).toBe(401);
    expect((await signIn(user.email, 'third long password')).res.status).toBe(200);
  });

  it('sets a password only for an account without one', async () => {
    const user = await signInVerifiedUser(t);
    const refused = await user.client.json<ErrorBody>('/api/me/password', {
      body: { newPassword: 'another password' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PASSWORD_ALREADY_SET');

    // An account that signs in only through a provider has no credential row.
    await t.db
      .deleteFrom('account')
      .where('userId', '=', user.id)
      .where('providerId', '=', 'credential')
      .execute();
    await t.db
      .insertInto('account')
      .values({
        id: `acc-${user.id}`,
        userId: user.id,
        accountId: `sub-${user.id}`,
        providerId: 'oidc',
        accessToken: null,
        refreshToken: null,
        idToken: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        scope: null,
        password: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const short = await user.client.json<ErrorBody>('/api/me/password', { body: { newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('VALIDATION_FAILED');
    const set = await user.client.json('/api/me/password', { body: { newPassword: 'my first password' } });
    expect(set.status).toBe(200);
    expect((await signIn(user.email, 'my first password')).res.status).toBe(200);
    const again = await user.client.json<ErrorBody>('/api/me/password', {
      body: { newPassword: 'a third password' },
    });
    expect(again.status).toBe(409);
    expect(
      (await new TestClient(t).json('/api/me/password', { body: { newPassword: 'x'.repeat(10) } })).status,
    ).toBe(401);
  });

  it('refuses to unlink the last sign-in method', async () => {
    const user = await signInVerifiedUser(t);
    const { body: accounts } =
      await user.client.json<{ providerId: string; accountId: string }[]>('/api/auth/list-accounts');
    expect(accounts.map((a) => a.providerId)).toEqual(['credential']);
    const res = await user.client.json<{ message: string }>('/api/auth/unlink-account', {
      body: { providerId: 'credential', accountId: accounts[0]?.accountId },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You can't unlink your last account");
    const rows = await t.db.selectFrom('account').select('id').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('accepts only an upload of the user or an https address as the avatar', async () => {
    const user = await signInVerifiedUser(t);
    const bad = await user.client.json<{ code: string }>('/api/auth/update-user', {
      body: { image: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_IMAGE');
    const image = (await user.client.upload(await solidImage('jpeg'))).body as Media;
    const good = await user.client.json('/api/auth/update-user', {
      body: { image: `/media/${image.id}/thumb` },
    });
    expect(good.status).toBe(200);
    const { body } = await user.client.json<{ user: { image: string } }>('/api/auth/user');
    expect(body.user.image).toBe(`/media/${image.id}/thumb`);
  });
});

describe('two-factor authentication', () => {
  async function enableTwoFactor(user: VerifiedUser) {
    const enabled = await user.client.json<{ totpURI: string; backupCodes: string[] }>(
      '/api/auth/two-factor/enable',
      {
        body: { password: PASSWORD },
      },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.backupCodes).toHaveLength(10);
    const totp = OTPAuth.URI.parse(enabled.body.totpURI) as OTPAuth.TOTP;
    expect(totp.issuer).toBe('Someday');
    const verified = await user.client.json('/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate() },
    });
    expect(verified.status).toBe(200);
    return { totp, backupCodes: enabled.body.backupCodes };
  }

  it('cannot be skipped with the cookies of the password step', async () => {
    const user = await signInVerifiedUser(t);
    const { totp } = await enableTwoFactor(user);
    const { client, res } = await signIn(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorRedirect: true });
    expect(res.body).not.toHaveProperty('token');
    for (const path of ['/api/me/usage', '/api/auth/user', '/api/bucket-list']) {
      expect((await client.request(path)).status, path).toBe(401);
    }
    expect((await client.json('/api/auth/get-session')).body).toBeNull();
    const wrong = await client.json('/api/auth/two-factor/verify-totp', { body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    const right = await client.json('/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(right.status).toBe(200);
    expect((await client.request('/api/me/usage')).status).toBe(200);
  });

  it('refuses a TOTP code that was already used', async () => {
    const user = await signInVerifiedUser(t);
    const { totp } = await enableTwoFactor(user);
    // The current code was spent on enabling; the next period's code is accepted too (clock skew).
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const first = await signIn(user.email);
    expect((await first.client.json('/api/auth/two-factor/verify-totp', { body: { code } })).status).toBe(
      200,
    );
    const second = await signIn(user.email);
    const replay = await second.client.json<{ code: string }>('/api/auth/two-factor/verify-totp', {
      body: { code },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_CODE');
    expect((await second.client.request('/api/me/usage')).status).toBe(401);
  });

  it('accepts each backup code once', async () => {
    const user = await signInVerifiedUser(t);
    const { backupCodes } = await enableTwoFactor(user);
    const code = backupCodes[0] as string;
    const first = await signIn(user.email);
    expect(
      (await first.client.json('/api/auth/two-factor/verify-backup-code', { body: { code } })).status,
    ).toBe(200);
    expect((await first.client.request('/api/me/usage')).status).toBe(200);
    const second = await signIn(user.email);
    expect(
      (await second.client.json('/api/auth/two-factor/verify-backup-code', { body: { code } })).status,
    ).toBe(401);
  });
});

describe('deleting one’s own account', () => {
  async function ownedRows(userId: string) {
    const count = async (
      table: 'session' | 'account' | 'goal' | 'milestone' | 'memory' | 'share' | 'media' | 'twoFactor',
    ) => {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const users = await t.db.selectFrom('user').select('id').where('id', '=', userId).execute();
    return {
      user: users.length,
      session: await count('session'),
      account: await count('account'),
      goal: await count('goal'),
      milestone: await count('milestone'),
      memory: await count('memory'),
      share: await count('share'),
      media: await count('media'),
      twoFactor: await count('twoFactor'),
    };
  }

  async function fillAccount(user: VerifiedUser) {
    await makePro(t, user.id);
    const image = (await user.client.upload(await solidImage('jpeg'))).body as Media;
    const goal = (
      await user.client.json<Goal>('/api/bucket-list', {
        body: { title: 'See the northern lights', category: 'Travel', imageId: image.id },
      })
    ).body;
    const photo = (await user.client.upload(await solidImage('png'))).body as Media;
    const memory = await user.client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'photo', mediaId: photo.id, caption: 'Green sky', isPublic: true },
    });
    expect(memory.status).toBe(201);
    const share = await user.client.json(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Aurora' } });
    expect(share.status).toBe(201);
    const milestone = await user.client.json(`/api/bucket-list/${goal.id}/milestones`, {
      body: { title: 'Book a cabin in Tromsø' },
    });
    expect(milestone.status).toBe(201);
    await user.client.json('/api/auth/two-factor/enable', { body: { password: PASSWORD } });
    return { goal, image, photo };
  }

  it('mails a 32-character link; following it removes every row and file of the user, and only theirs', async () => {
    const bystander = await signInVerifiedUser(t, 'Bystander');
    await fillAccount(bystander);
    const user = await signInVerifiedUser(t);
    await fillAccount(user);
    const filesBefore = await countMediaFiles(t.config.mediaDir);
    const before = await ownedRows(user.id);
    expect(before).toEqual({
      user: 1,
      session: 1,
      account: 1,
      goal: 1,
      milestone: 1,
      memory: 1,
      share: 1,
      media: 2,
      twoFactor: 1,
    });

    const asked = await user.client.json('/api/auth/delete-user', {
      body: { callbackURL: '/account-deleted' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: 'Verification email sent' });
    expect(await ownedRows(user.id)).toEqual(before);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Confirm the deletion of your Someday account');
    const link = linkIn(mail?.text ?? '', '/delete-user/callback');
    expect(new URL(link).searchParams.get('token')).toMatch(/^[a-z0-9]{32}$/);
    const stored = await t.db
      .selectFrom('verification')
      .select(['identifier', 'value'])
      .where('value', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);

    // The link works only for its signed-in owner; someone else's session burns it, deleting nothing.
    expect((await new TestClient(t).request(link)).status).toBe(404);
    expect((await bystander.client.request(link)).status).toBe(404);
    expect((await user.client.request(link)).status).toBe(404);
    expect(await ownedRows(user.id)).toEqual(before);
    expect((await ownedRows(bystander.id)).user).toBe(1);

    await user.client.json('/api/auth/delete-user', { body: { callbackURL: '/account-deleted' } });
    const [second] = await mailsTo(user.email);
    const oldCookie = new Map(user.client.cookies);
    const done = await user.client.request(linkIn(second?.text ?? '', '/delete-user/callback'));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account-deleted');
    expect(await ownedRows(user.id)).toEqual({
      user: 0,
      session: 0,
      account: 0,
      goal: 0,
      milestone: 0,
      memory: 0,
      share: 0,
      media: 0,
      twoFactor: 0,
    });
    expect(
      await t.db.selectFrom('verification').select('id').where('value', '=', user.id).execute(),
    ).toHaveLength(0);
    expect(await countMediaFiles(t.config.mediaDir)).toBe(filesBefore - 4);
    expect((await ownedRows(bystander.id)).media).toBe(2);

    // The deleted user's old cookie is told the account is gone, not just 'Unauthorized'.
    const stale = new TestClient(t);
    for (const [k, v] of oldCookie) stale.cookies.set(k, v);
    for (const path of ['/api/me/usage', '/api/bucket-list', '/api/auth/user']) {
      const res = await stale.json<ErrorBody>(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error, path).toEqual({ code: 'ACCOUNT_DELETED', message: 'Account no longer exists' });
    }
    // A signed-out visitor without such a cookie still hears the ordinary message.
    const visitor = await new TestClient(t).json<ErrorBody>('/api/me/usage');
    expect(visitor.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    const forced = await stale.json('/api/system/force-logout', { body: {} });
    expect(forced.status).toBe(200);
  });
});

describe('data export', () => {
  it('streams a ZIP with goals, milestones, memories, shares and support requests as JSON and every media file', async () => {
    const user = await signInVerifiedUser(t);
    await makePro(t, user.id);
    const image = (await user.client.upload(await solidImage('jpeg'))).body as Media;
    const goal = (
      await user.client.json<Goal>('/api/bucket-list', {
        body: { title: 'Learn the piano', category: 'Skills', imageId: image.id },
      })
    ).body;
    await user.client.json<Goal>('/api/bucket-list', {
      body: { title: 'Run a marathon', category: 'Fitness' },
    });
    await user.client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<p>First lesson</p>', tags: ['music'] },
    });
    await user.client.json(`/api/bucket-list/${goal.id}/share`, { body: { title: 'My piano' } });
    const scales = await user.client.json<Milestone>(`/api/bucket-list/${goal.id}/milestones`, {
      body: { title: 'Play the scales', dueDate: '2030-03-01' },
    });
    await user.client.json(`/api/milestones/${scales.body.id}`, { method: 'PATCH', body: { done: true } });
    await user.client.json(`/api/bucket-list/${goal.id}/milestones`, {
      body: { title: 'Play a Chopin nocturne' },
    });
    expect((await user.client.json('/api/ai/ideas/learn-sailing/add', { method: 'POST' })).status).toBe(201);
    const other = await signInVerifiedUser(t);
    await other.client.json('/api/bucket-list', { body: { title: 'Not yours', category: 'Other' } });
    await makePro(t, other.id);
    await other.client.json('/api/ai/ideas/skydive-tandem/add', { method: 'POST' });

    const asked = await user.client.json<{ id: string }>('/api/support/requests', {
      body: { subject: 'Piano sheet upload', message: 'Which formats work?', screenshotId: image.id },
    });
    expect(asked.status).toBe(201);
    await other.client.json('/api/support/requests', { body: { subject: 'Not yours', message: 'Hidden' } });

    const res = await user.client.request('/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="someday-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = await readZip(Buffer.from(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(files.get(`someday-export/${name}`)?.toString() ?? 'null');
    expect(json('profile.json')).toMatchObject({ id: user.id, email: user.email });
    const goals = json('goals.json') as { title: string; imageFile: string | null }[];
    expect(goals.map((g) => g.title)).toEqual(['Learn the piano', 'Run a marathon', 'Learn to sail a boat']);
    expect(goals[0]?.imageFile).toBe(`media/${image.id}.jpg`);
    expect(json('memories.json')).toEqual([
      expect.objectContaining({
        goalId: goal.id,
        type: 'note',
        content: '<p>First lesson</p>',
        tags: ['music'],
      }),
    ]);
    expect(json('milestones.json')).toEqual([
      expect.objectContaining({
        id: scales.body.id,
        goalId: goal.id,
        title: 'Play the scales',
        done: true,
        doneAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        dueDate: '2030-03-01',
        position: 0,
      }),
      expect.objectContaining({
        goalId: goal.id,
        title: 'Play a Chopin nocturne',
        done: false,
        doneAt: null,
      }),
    ]);
    expect(json('shares.json')).toEqual([expect.objectContaining({ goalId: goal.id, title: 'My piano' })]);
    expect(json('added-ideas.json')).toEqual([{ ideaId: 'learn-sailing', addedAt: expect.any(String) }]);
    expect(json('support-requests.json')).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        subject: 'Piano sheet upload',
        message: 'Which formats work?',
        state: 'open',
        answer: null,
        screenshotFile: `media/${image.id}.jpg`,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    const stored = await user.client.request(`/media/${image.id}`);
    expect(files.get(`someday-export/media/${image.id}.jpg`)).toEqual(
      Buffer.from(await stored.arrayBuffer()),
    );

    expect((await new TestClient(t).request('/api/me/export')).status).toBe(401);
  });
});

describe('signing in with an emailed code', () => {
  it('mails a code to an existing account and signs in with it once', async () => {
    const user = await signInVerifiedUser(t);
    const client = new TestClient(t);
    const sent = await client.json('/api/auth/email-otp/send-verification-otp', {
      body: { email: user.email, type: 'sign-in' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Your Someday sign-in code');
    const otp = mail?.text.match(/\b\d{6}\b/)?.[0] as string;
    const wrong = await client.json('/api/auth/sign-in/email-otp', {
      body: { email: user.email, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const signedIn = await client.json('/api/auth/sign-in/email-otp', { body: { email: user.email, otp } });
    expect(signedIn.status).toBe(200);
    expect((await client.request('/api/me/usage')).status).toBe(200);
    const again = await new TestClient(t).json('/api/auth/sign-in/email-otp', {
      body: { email: user.email, otp },
    });
    expect(again.status).toBe(400);
  });

  it('creates no account and mails nobody for an unknown address', async () => {
    const email = `nobody${Date.now()}@example.com`;
    const sent = await new TestClient(t).json('/api/auth/email-otp/send-verification-otp', {
      body: { email, type: 'sign-in' },
    });
    expect(sent.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await t.db.selectFrom('user').select('id').where('email', '=', email).execute()).toHaveLength(0);
  });
});
