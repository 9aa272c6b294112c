import type { AdminCheck } from '@common/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

type SessionAnswer = {
  session: { userId: string; impersonatedBy?: string | null };
  user: { id: string };
} | null;

describe(`switching to a user's view on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const session = async (client: TestClient) =>
    (await client.json<SessionAnswer>('/api/auth/get-session')).body;
  const auditActions = async (targetId: string) =>
    (
      await t.db
        .selectFrom('auditLog')
        .select(['action', 'actorId'])
        .where('targetId', '=', targetId)
        .orderBy('createdAt')
        .execute()
    ).map((row) => `${row.action} by ${row.actorId}`);

  it('signs the admin in as the user, marked, and Stop returns to the admin; both audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t, { name: 'Viewed Person' });
    await user.client.json('/api/bucket-list', { body: { title: 'Sail the fjords', category: 'Travel' } });

    const started = await admin.client.json(`/api/admin/users/${user.id}/impersonate`, { body: {} });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      success: true,
      user: { id: user.id, name: 'Viewed Person', email: user.email },
    });
    const during = await session(admin.client);
    expect(during?.user.id).toBe(user.id);
    expect(during?.session.impersonatedBy).toBe(admin.id);
    const goals = await admin.client.json<{ items: { title: string }[] }>('/api/bucket-list');
    expect(goals.body.items.map((goal) => goal.title)).toEqual(['Sail the fjords']);
    // In the user's view the admin area is closed, as it is to the user.
    expect((await admin.client.json('/api/admin/check-access')).status).toBe(403);

    const stopped = await admin.client.json('/api/admin/impersonation/stop', { body: {} });
    expect(stopped.status).toBe(200);
    const after = await session(admin.client);
    expect(after?.user.id).toBe(admin.id);
    expect(after?.session.impersonatedBy ?? null).toBeNull();
    const check = await admin.client.json<AdminCheck>('/api/admin/check-access');
    expect(check.body.data.user.id).toBe(admin.id);
    expect(await auditActions(user.id)).toEqual([
      `user.impersonate by ${admin.id}`,
      `user.impersonate.stop by ${admin.id}`,
    ]);
    // The borrowed session is gone.
    const borrowed = await t.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', user.id)
      .where('impersonatedBy', '=', admin.id)
      .execute();
    expect(borrowed).toEqual([]);
  });

  it('never switches into an administrator, and refuses unknown accounts and non-admins', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const other = await directUser(t, { role: 'admin' });
    const chief = await directUser(t, { role: 'super_admin' });
    const intoAdmin = await admin.client.json(`/api/admin/users/${other.id}/impersonate`, { body: {} });
    expect(intoAdmin.status).toBe(403);
    expect(intoAdmin.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await chief.client.json(`/api/admin/users/${admin.id}/impersonate`, { body: {} })).status).toBe(
      403,
    );
    const unknown = await admin.client.json('/api/admin/users/no-such-id/impersonate', { body: {} });
    expect(unknown.status).toBe(404);
    const user = await directUser(t);
    const victim = await directUser(t);
    expect((await user.client.json(`/api/admin/users/${victim.id}/impersonate`, { body: {} })).status).toBe(
      403,
    );
    // Nothing changed hands: each is still signed in as themselves.
    expect((await session(admin.client))?.user.id).toBe(admin.id);
    expect((await session(user.client))?.user.id).toBe(user.id);
    expect(await auditActions(other.id)).toEqual([]);
  });

  it('keeps the account owner’s own things from the admin in the user’s view', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    await admin.client.json(`/api/admin/users/${user.id}/impersonate`, { body: {} });
    const refused = [
      await admin.client.json('/api/auth/change-password', {
        body: { currentPassword: 'whatever-it-is', newPassword: 'another-password-1' },
      }),
      await admin.client.json('/api/auth/delete-user', { body: {} }),
      await admin.client.json('/api/auth/change-email', { body: { newEmail: 'taken@example.com' } }),
      await admin.client.json('/api/me/export'),
      await admin.client.json('/api/billing/checkout', { body: {} }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[3]?.body).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'Not available while an administrator is viewing this account.' },
    });
    // Still in the view, the account untouched; the owner can still do all of it.
    expect((await session(admin.client))?.user.id).toBe(user.id);
    expect((await user.client.request('/api/me/export')).status).toBe(200);
  });

  it('answers 409 to Stop outside a user’s view, and 401 signed out', async () => {
    const user = await directUser(t);
    const answer = await user.client.json('/api/admin/impersonation/stop', { body: {} });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: { code: 'CONFLICT' } });
    expect((await session(user.client))?.user.id).toBe(user.id);
    expect((await new TestClient(t).json('/api/admin/impersonation/stop', { body: {} })).status).toBe(401);
  });
});
