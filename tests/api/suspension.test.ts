import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIE_PREFIX, SUSPENDED_MESSAGE } from '../../src/server/auth/auth';
import { createSessionReader, SESSION_CACHE_MS } from '../../src/server/auth/session-reader';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough password';
const dbDate = (date: Date) => (t.engine === 'sqlite' ? date.toISOString() : date);
const dbBool = (value: boolean) => (t.engine === 'sqlite' ? Number(value) : value);

async function suspend(userId: string, until: Date | null = null) {
  await t.db
    .updateTable('user')
    .set({ banned: dbBool(true), banReason: 'spam', banExpires: until ? dbDate(until) : null })
    .where('id', '=', userId)
    .execute();
}

describe('suspended accounts', () => {
  it('cannot sign in, with a clear message', async () => {
    const user = await signInVerifiedUser(t);
    await suspend(user.id);
    const res = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'BANNED_USER', message: SUSPENDED_MESSAGE });
  });

  it('lose their open sessions at once when suspended through the admin API', async () => {
    const admin = await signInVerifiedUser(t, 'Admin');
    await t.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const user = await signInVerifiedUser(t);
    expect((await user.client.request('/api/me/usage')).status).toBe(200);
    const banned = await admin.client.json('/api/auth/admin/ban-user', { body: { userId: user.id } });
    expect(banned.status).toBe(200);
    expect((await user.client.request('/api/me/usage')).status).toBe(401);
    expect((await user.client.request('/api/auth/user')).status).toBe(401);
  });

  it('lose their open sessions within the session cache time when the flag is set without the admin API', async () => {
    const user = await signInVerifiedUser(t);
    expect((await user.client.request('/api/me/usage')).status).toBe(200);
    await suspend(user.id);
    // better-auth's own endpoints ask the database on every request.
    expect((await user.client.json('/api/auth/get-session')).body).toBeNull();
    // The API may trust the row it read for SESSION_CACHE_MS, as another instance would.
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE_MS);
    try {
      expect((await user.client.request('/api/me/usage')).status).toBe(401);
      expect((await user.client.request('/api/auth/user')).status).toBe(401);
    } finally {
      later.mockRestore();
    }
  });

  it('suspended through the admin API: both session readers see nobody', async () => {
    const admin = await signInVerifiedUser(t, 'Admin');
    await t.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const victim = await signInVerifiedUser(t, 'Victim');
    const cookie = victim.client.cookieHeader();
    const banned = await admin.client.json('/api/auth/admin/ban-user', {
      body: { userId: victim.id, banReason: 'spam' },
    });
    expect(banned.status).toBe(200);
    const readSession = createSessionReader({
      db: t.db,
      secret: t.config.authSecret,
      cookiePrefix: COOKIE_PREFIX,
    });
    const headers = new Headers({ cookie });
    expect(await readSession(headers)).toBeNull();
    expect(await t.auth.api.getSession({ headers })).toBeNull();
  });

  it('can use the account again once a timed suspension has passed', async () => {
    const user = await signInVerifiedUser(t);
    await suspend(user.id, new Date(Date.now() - 60_000));
    expect((await user.client.request('/api/me/usage')).status).toBe(200);
    const res = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('never lets a client choose its role or suspension at sign-up, nor call admin endpoints', async () => {
    const client = new TestClient(t);
    const email = `role${Date.now()}@example.com`;
    const refused = await client.json('/api/auth/sign-up/email', {
      body: { name: 'Sly', email, password: PASSWORD, role: 'admin' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'FIELD_NOT_ALLOWED' });
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
    const user = await signInVerifiedUser(t);
    const res = await user.client.json('/api/auth/admin/ban-user', { body: { userId: user.id } });
    expect(res.status).toBe(403);
  });

  it('can do nothing through the auth API with an old session, but can still sign out', async () => {
    const user = await signInVerifiedUser(t, 'Before');
    await suspend(user.id);
    const refused: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/update-user', { name: 'After' }],
      ['/api/auth/change-email', { newEmail: `moved${Date.now()}@example.com` }],
      ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a different password' }],
      ['/api/auth/two-factor/enable', { password: PASSWORD }],
      ['/api/auth/delete-user', { callbackURL: '/account-deleted' }],
      ['/api/auth/revoke-other-sessions', {}],
    ];
    for (const [path, body] of refused) {
      expect((await user.client.json(path, { body })).status, path).toBe(401);
    }
    expect((await user.client.request('/api/auth/list-sessions')).status).toBe(401);
    expect((await user.client.json('/api/auth/get-session')).body).toBeNull();
    await user.client.settled();
    const row = await t.db
      .selectFrom('user')
      .select(['name', 'email', 'twoFactorEnabled'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Before', email: user.email });
    expect(Boolean(row.twoFactorEnabled)).toBe(false);
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('to', '=', user.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your email for Someday']);

    expect((await user.client.json('/api/auth/sign-out', { body: {} })).status).toBe(200);
    expect(await t.db.selectFrom('session').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it("lets a super admin use the auth library's admin endpoints like an admin", async () => {
    const superAdmin = await signInVerifiedUser(t, 'Root');
    await t.db.updateTable('user').set({ role: 'super_admin' }).where('id', '=', superAdmin.id).execute();
    const listed = await superAdmin.client.json<{ users: unknown[] }>('/api/auth/admin/list-users');
    expect(listed.status).toBe(200);
    expect(listed.body.users.length).toBeGreaterThan(0);
    const user = await signInVerifiedUser(t);
    expect((await user.client.json('/api/auth/admin/list-users')).status).toBe(403);
  });
});
