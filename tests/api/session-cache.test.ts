import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser, type VerifiedUser } from '../support/verified-user';

/**
 * The API keeps the session rows it has read for a moment; every change made through the app
 * must still count on the very next request. Each test first makes a request that fills the
 * cache, then changes the session or the user, then asks again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough password';
type ErrorBody = { error: { code: string; message: string } };

async function signInAgain(user: VerifiedUser): Promise<TestClient> {
  const client = new TestClient(t);
  const res = await client.json('/api/auth/sign-in/email', {
    body: { email: user.email, password: PASSWORD },
  });
  expect(res.status).toBe(200);
  return client;
}

async function usageStatus(client: TestClient) {
  return (await client.request('/api/me/usage')).status;
}

async function makeAdmin(name: string, role: 'admin' | 'super_admin' = 'admin') {
  const admin = await signInVerifiedUser(t, name);
  await t.db.updateTable('user').set({ role }).where('id', '=', admin.id).execute();
  return admin;
}

describe('a session the API has just read', () => {
  it('stops working on the next request once revoked from another session', async () => {
    const user = await signInVerifiedUser(t);
    const laptop = await signInAgain(user);
    expect(await usageStatus(user.client)).toBe(200);
    expect(await usageStatus(laptop)).toBe(200);
    expect((await user.client.json('/api/auth/revoke-other-sessions', { body: {} })).status).toBe(200);
    expect(await usageStatus(laptop)).toBe(401);
    expect(await usageStatus(user.client)).toBe(200);
  });

  it('stops working on the next request once an administrator revokes the user’s sessions', async () => {
    const admin = await makeAdmin('Revoker');
    const user = await signInVerifiedUser(t);
    expect(await usageStatus(user.client)).toBe(200);
    const revoked = await admin.client.json('/api/auth/admin/revoke-user-sessions', {
      body: { userId: user.id },
    });
    expect(revoked.status).toBe(200);
    expect(await usageStatus(user.client)).toBe(401);
  });

  it('stops working on the next request after signing out, even with the old cookie kept', async () => {
    const user = await signInVerifiedUser(t);
    expect(await usageStatus(user.client)).toBe(200);
    const kept = new Map(user.client.cookies);
    expect((await user.client.json('/api/auth/sign-out', { body: {} })).status).toBe(200);
    for (const [k, v] of kept) user.client.cookies.set(k, v);
    expect(await usageStatus(user.client)).toBe(401);
  });

  it('is refused on the next request once the user is suspended, and lets in again when lifted', async () => {
    const admin = await makeAdmin('Suspender');
    const user = await signInVerifiedUser(t);
    expect(await usageStatus(user.client)).toBe(200);
    // Keep a cookie of the session: the ban ends it, and the cookie must not come back to life.
    const kept = new Map(user.client.cookies);
    expect((await admin.client.json('/api/auth/admin/ban-user', { body: { userId: user.id } })).status).toBe(
      200,
    );
    for (const [k, v] of kept) user.client.cookies.set(k, v);
    expect(await usageStatus(user.client)).toBe(401);
    expect(
      (await admin.client.json('/api/auth/admin/unban-user', { body: { userId: user.id } })).status,
    ).toBe(200);
    expect(await usageStatus(await signInAgain(user))).toBe(200);
  });

  it('loses administrator rights on the next request once the role is taken away', async () => {
    // Roles are a super administrator's to change.
    const boss = await makeAdmin('Boss', 'super_admin');
    const deputy = await makeAdmin('Deputy');
    const refund = () => deputy.client.json(`/api/admin/users/${boss.id}/refund`, { method: 'POST' });
    expect((await refund()).status).not.toBe(403);
    const demoted = await boss.client.json('/api/auth/admin/set-role', {
      body: { userId: deputy.id, role: 'user' },
    });
    expect(demoted.status).toBe(200);
    const refused = await refund();
    expect(refused.status).toBe(403);
    expect((refused.body as ErrorBody).error.code).toBe('FORBIDDEN');
  });

  it('answers ACCOUNT_DELETED on the next request once the account is deleted', async () => {
    const user = await signInVerifiedUser(t);
    expect(await usageStatus(user.client)).toBe(200);
    expect(
      (await user.client.json('/api/auth/delete-user', { body: { callbackURL: '/account-deleted' } })).status,
    ).toBe(200);
    await t.tasks.idle();
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select('text')
      .where('to', '=', user.email)
      .where('subject', 'like', '%deletion%')
      .executeTakeFirstOrThrow();
    const link = mail.text.match(/https?:\/\/\S+delete-user\/callback\S*/)?.[0];
    if (!link) throw new Error('no deletion link mailed');
    const kept = new Map(user.client.cookies);
    expect((await user.client.request(link)).status).toBe(302);
    for (const [k, v] of kept) user.client.cookies.set(k, v);
    const res = await user.client.json<ErrorBody>('/api/me/usage');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('ACCOUNT_DELETED');
  });
});
