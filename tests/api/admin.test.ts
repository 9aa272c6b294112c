import { randomUUID } from 'node:crypto';
import type { AdminCheck, AdminGoal, AdminStats, AdminUser } from '@common/admin';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '../../src/server/auth/auth';
import { DIRECT_PASSWORD, directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`admin access and roles on ${engine}`, () => {
  let t: TestApp;
  const stamp = Date.now();
  const superEmail = `chief${stamp}@example.com`;
  const adminEmail = `helper${stamp}@example.com`;
  const alsoSuperEmail = `also${stamp}@example.com`;
  beforeAll(async () => {
    t = await createTestApp({
      config: { superAdminEmails: [superEmail], adminEmails: [adminEmail, superEmail, alsoSuperEmail] },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const check = (client: TestClient) => client.json<AdminCheck>('/api/admin/check-access');

  it('answers 401 signed out, 403 to a user, and who I am to an administrator', async () => {
    expect((await check(new TestClient(t))).status).toBe(401);
    const user = await directUser(t);
    const refused = await check(user.client);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN' } });

    const admin = await directUser(t, { role: 'admin', name: 'Ada Admin' });
    const allowed = await check(admin.client);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({
      success: true,
      data: {
        isAdmin: true,
        hasAccess: true,
        user: { id: admin.id, email: admin.email, name: 'Ada Admin', role: 'admin' },
      },
    });
  });

  it('gives listed, verified addresses their role as they sign in, and nobody else', async () => {
    const chief = await signInVerifiedUser(t, 'Chief', superEmail);
    expect((await check(chief.client)).body.data.user.role).toBe('super_admin');
    const helper = await signInVerifiedUser(t, 'Helper', adminEmail);
    expect((await check(helper.client)).body.data.user.role).toBe('admin');
    const someone = await signInVerifiedUser(t, 'Someone');
    expect((await check(someone.client)).status).toBe(403);
  });

  it('never lowers a role from the lists', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    await t.db.updateTable('user').set({ email: alsoSuperEmail }).where('id', '=', chief.id).execute();
    const client = new TestClient(t);
    const signIn = await client.json('/api/auth/sign-in/email', {
      body: { email: alsoSuperEmail, password: DIRECT_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect((await check(client)).body.data.user.role).toBe('super_admin');
  });
});

describe(`our rules over the admin endpoints on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const role = async (id: string) =>
    (await t.db.selectFrom('user').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
  const setRole = (client: TestClient, userId: string, to: string) =>
    client.json('/api/auth/admin/set-role', { body: { userId, role: to } });

  it('lets only a super administrator grant or remove a role, never their own', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);

    const byAdmin = await setRole(admin.client, user.id, 'admin');
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a super administrator can grant or remove a role.',
    });
    expect(await role(user.id)).toBe('user');
    expect((await setRole(admin.client, admin.id, 'super_admin')).status).toBe(403);
    const created = await admin.client.json('/api/auth/admin/create-user', {
      body: {
        email: `made${Date.now()}@example.com`,
        password: DIRECT_PASSWORD,
        name: 'Made',
        role: 'admin',
      },
    });
    expect(created.status).toBe(403);

    expect((await setRole(chief.client, user.id, 'admin')).status).toBe(200);
    expect(await role(user.id)).toBe('admin');
    expect((await user.client.json('/api/admin/check-access')).status).toBe(200);
    expect((await setRole(chief.client, user.id, 'user')).status).toBe(200);
    expect((await user.client.json('/api/admin/check-access')).status).toBe(403);

    const own = await setRole(chief.client, chief.id, 'user');
    expect(own.status).toBe(403);
    expect(await role(chief.id)).toBe('super_admin');
  });

  it('keeps administrators off super administrators, and off impersonating an administrator', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const admin = await directUser(t, { role: 'admin' });
    const otherAdmin = await directUser(t, { role: 'admin' });
    const ban = await admin.client.json('/api/auth/admin/ban-user', {
      body: { userId: chief.id, banReason: 'no' },
    });
    expect(ban.status).toBe(403);
    expect(ban.body).toMatchObject({
      message: 'Only a super administrator can act on a super administrator.',
    });
    expect((await chief.client.json('/api/admin/check-access')).status).toBe(200);
    const impersonate = await admin.client.json('/api/auth/admin/impersonate-user', {
      body: { userId: otherAdmin.id },
    });
    expect(impersonate.status).toBe(403);
    expect(impersonate.body).toMatchObject({ message: 'Administrators cannot be impersonated.' });
    expect(
      (await chief.client.json('/api/auth/admin/impersonate-user', { body: { userId: admin.id } })).status,
    ).toBe(403);
  });
});

describe(`the first account in demo mode on ${engine}`, () => {
  it('becomes super administrator; the next one does not', async () => {
    const t = await createTestApp({ config: { firstAccountSuperAdmin: true } });
    try {
      const first = await signInVerifiedUser(t, 'First');
      const second = await signInVerifiedUser(t, 'Second');
      expect((await first.client.json<AdminCheck>('/api/admin/check-access')).body.data.user.role).toBe(
        'super_admin',
      );
      expect((await second.client.json('/api/admin/check-access')).status).toBe(403);
    } finally {
      await t.close();
    }
  });
});

describe(`admin stats on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts users, goals, Pro users, activity, 30 days of trends and categories', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t);
    const pro = await directUser(t, { pro: true });
    await makePro(t, owner.id, new Date(Date.now() - 1000)); // lapsed: not Pro any more
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const goal = (userId: string, category: string, createdAgo: number, completedAgo: number | null) => ({
      id: randomUUID(),
      userId,
      title: 'A goal',
      description: null,
      category,
      imageId: null,
      targetDate: null,
      status: completedAgo === null ? ('active' as const) : ('completed' as const),
      completedAt: completedAgo === null ? null : new Date(now - completedAgo).toISOString(),
      createdAt: new Date(now - createdAgo).toISOString(),
      updatedAt: new Date(now - createdAgo).toISOString(),
    });
    await t.db
      .insertInto('goal')
      .values([
        goal(owner.id, 'Travel', 0, null),
        goal(owner.id, 'Travel', 2 * day, 0),
        goal(pro.id, 'Travel', 40 * day, null),
        goal(pro.id, 'Sports', 3 * day, 2 * day),
      ])
      .execute();

    const res = await admin.client.json<AdminStats>('/api/admin/stats');
    expect(res.status).toBe(200);
    const stats = res.body;
    expect(stats).toMatchObject({
      totalUsers: 3,
      totalGoals: 4,
      completedGoals: 2,
      premiumUsers: 1,
      activeThisWeek: 3,
      conversionRate: 33.3,
      health: { status: 'ok', checks: [{ name: 'database', status: 'ok' }] },
    });
    expect(stats.trends).toHaveLength(30);
    const today = new Date(now).toISOString().slice(0, 10);
    const dayOf = (ago: number) => new Date(now - ago).toISOString().slice(0, 10);
    expect(stats.trends.at(-1)).toEqual({ date: today, created: 1, completed: 1 });
    expect(stats.trends.find((d) => d.date === dayOf(2 * day))).toEqual({
      date: dayOf(2 * day),
      created: 1,
      completed: 1,
    });
    expect(stats.trends.find((d) => d.date === dayOf(3 * day))?.created).toBe(1);
    expect(stats.trends.reduce((n, d) => n + d.created, 0)).toBe(3);
    expect(stats.byCategory.slice(0, 2)).toEqual([
      { category: 'Travel', count: 3 },
      { category: 'Sports', count: 1 },
    ]);
    expect(stats.byCategory).toHaveLength(15);

    expect((await owner.client.json('/api/admin/stats')).status).toBe(403);
  });
  it('keeps its goal tally in step with every goal write, cascades included', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const alice = await directUser(t);
    const bob = await directUser(t);
    const make = async (client: TestClient, category: string) =>
      (await client.json<{ id: string }>('/api/bucket-list', { body: { title: 'Tally', category } })).body.id;
    const a1 = await make(alice.client, 'Travel');
    const a2 = await make(alice.client, 'Travel');
    await make(bob.client, 'Sports');
    await make(bob.client, 'Health');
    await alice.client.json(`/api/bucket-list/${a1}/complete`, { method: 'POST' });
    await alice.client.json(`/api/bucket-list/${a2}`, { method: 'PATCH', body: { category: 'Career' } });
    await alice.client.json(`/api/bucket-list/${a1}/restore`, { method: 'POST' });
    await alice.client.json(`/api/bucket-list/${a1}/complete`, { method: 'POST' });
    await alice.client.request(`/api/bucket-list/${a2}`, { method: 'DELETE' });
    // Bob's account goes, and his goals with it by cascade.
    expect((await admin.client.request(`/api/admin/users/${bob.id}`, { method: 'DELETE' })).status).toBe(204);

    const counted = await t.db
      .selectFrom('goal')
      .select(['category', 'status', sql<number>`count(*)`.as('n')])
      .groupBy(['category', 'status'])
      .execute();
    const kept = await t.db
      .selectFrom('goalTally')
      .select(['category', 'status', 'n'])
      .where('n', '>', 0)
      .execute();
    const byKey = (rows: { category: string; status: string; n: number | string }[]) =>
      Object.fromEntries(rows.map((r) => [`${r.category}/${r.status}`, Number(r.n)]));
    expect(byKey(kept)).toEqual(byKey(counted));
    // The first test's two completed goals (one Travel) and Alice's completed one.
    expect(byKey(kept)).toMatchObject({ 'Travel/completed': 2, 'Sports/completed': 1 });
    for (const gone of ['Sports/active', 'Health/active', 'Career/active']) {
      expect(byKey(kept)[gone], gone).toBeUndefined();
    }
  });
});

describe(`admin users on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  type Page = { data: AdminUser[]; count: number; page: number; pageSize: number };

  it('searches, filters and pages accounts on the server', async () => {
    const admin = await directUser(t, { role: 'admin', name: 'Searcher' });
    const pro = await directUser(t, { pro: true, name: 'Pat 100%_Pro' });
    const free = await directUser(t, { name: 'Fran Free' });
    const list = async (query: string) => (await admin.client.json<Page>(`/api/admin/users?${query}`)).body;

    const found = await list(`q=${encodeURIComponent(free.email.toUpperCase())}`);
    expect(found.count).toBe(1);
    expect(found.data[0]).toMatchObject({
      id: free.id,
      plan: 'free',
      role: 'user',
      suspended: false,
      goalCount: 0,
    });
    // % and _ are searched for as typed.
    expect((await list(`q=${encodeURIComponent('100%_')}`)).data.map((u) => u.id)).toEqual([pro.id]);
    expect((await list('q=%25')).data.map((u) => u.id)).toEqual([pro.id]);
    expect((await list('filter=premium')).data.map((u) => u.id)).toEqual([pro.id]);
    expect((await list('filter=admin')).data.map((u) => u.id)).toEqual([admin.id]);
    expect((await list('filter=free')).data.map((u) => u.id).sort()).toEqual([admin.id, free.id].sort());

    const first = await list('pageSize=2&page=1');
    const second = await list('pageSize=2&page=2');
    expect(first).toMatchObject({ count: 3, page: 1, pageSize: 2 });
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((u) => u.id)).size).toBe(3);

    expect((await admin.client.json('/api/admin/users?filter=everyone')).status).toBe(400);
    expect((await admin.client.json('/api/admin/users?pageSize=1000')).status).toBe(400);
    expect((await admin.client.json(`/api/admin/users/${free.id}`)).body).toMatchObject({ id: free.id });
    expect((await admin.client.json('/api/admin/users/no-such-user')).status).toBe(404);
  });

  it('suspends: sessions end at once, signing in is refused, lifting it lets them back; all audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const target = await directUser(t);
    expect((await target.client.json('/api/bucket-list')).status).toBe(200);

    const suspended = await admin.client.json<AdminUser>(`/api/admin/users/${target.id}/suspend`, {
      body: { reason: 'Spam' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ suspended: true, suspendedReason: 'Spam', suspendedUntil: null });
    expect((await target.client.json('/api/bucket-list')).status).toBe(401);
    const signIn = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: target.email, password: DIRECT_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ message: SUSPENDED_MESSAGE });
    expect((await admin.client.json('/api/admin/users?filter=suspended')).body).toMatchObject({ count: 1 });

    const lifted = await admin.client.json<AdminUser>(`/api/admin/users/${target.id}/unsuspend`, {
      body: {},
    });
    expect(lifted.body.suspended).toBe(false);
    const again = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: target.email, password: DIRECT_PASSWORD },
    });
    expect(again.status).toBe(200);

    const log = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', target.id)
      .orderBy('createdAt', 'asc')
      .execute();
    expect(log.map((e) => e.action)).toEqual(['user.suspend', 'user.unsuspend']);
    expect(log[0]).toMatchObject({ actorId: admin.id, targetType: 'user', ipAddress: admin.client.ip });
    expect(JSON.parse(log[0]?.before ?? '{}')).toMatchObject({ suspended: false });
    expect(JSON.parse(log[0]?.after ?? '{}')).toMatchObject({ suspended: true, suspendedReason: 'Spam' });
  });

  it('refuses what the rule forbids and bad input, changing nothing', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    const suspend = (client: TestClient, id: string, body: Record<string, unknown>) =>
      client.json(`/api/admin/users/${id}/suspend`, { body });
    const onChief = await suspend(admin.client, chief.id, { reason: 'No' });
    expect(onChief.status).toBe(403);
    expect(onChief.body).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'Only a super administrator can act on a super administrator.' },
    });
    expect((await suspend(admin.client, admin.id, { reason: 'Me' })).status).toBe(403);
    expect((await suspend(admin.client, user.id, {})).status).toBe(400);
    expect((await suspend(admin.client, user.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    const past = await suspend(admin.client, user.id, { reason: 'Late', until: '2020-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect((await suspend(admin.client, 'no-such-user', { reason: 'Who' })).status).toBe(404);
    expect((await user.client.json('/api/bucket-list')).status).toBe(200);
    const entries = await t.db.selectFrom('auditLog').select('id').where('actorId', '=', admin.id).execute();
    expect(entries).toHaveLength(0);
  });

  it('gives and takes away Pro, which the account sees in its usage', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
    const given = await admin.client.json<AdminUser>(`/api/admin/users/${user.id}/premium`, {
      body: { grant: true, until },
    });
    expect(given.body).toMatchObject({ plan: 'pro', planSource: 'admin', proUntil: until });
    expect((await user.client.json('/api/me/usage')).body).toMatchObject({
      plan: 'pro',
      planSource: 'admin',
    });
    await admin.client.json(`/api/admin/users/${user.id}/premium`, { body: { grant: false } });
    expect((await user.client.json('/api/me/usage')).body).toMatchObject({ plan: 'free' });
    expect(
      (await user.client.json(`/api/admin/users/${user.id}/premium`, { body: { grant: true } })).status,
    ).toBe(403);
  });

  it('changes roles (super administrators only), corrects names, and deletes accounts as their owners would', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    expect(
      (await admin.client.json(`/api/admin/users/${user.id}/role`, { body: { role: 'admin' } })).status,
    ).toBe(403);
    const promoted = await chief.client.json<AdminUser>(`/api/admin/users/${user.id}/role`, {
      body: { role: 'admin' },
    });
    expect(promoted.body.role).toBe('admin');
    expect((await user.client.json('/api/admin/check-access')).status).toBe(200);
    expect(
      (await chief.client.json(`/api/admin/users/${user.id}/role`, { body: { role: 'boss' } })).status,
    ).toBe(400);

    const renamed = await admin.client.json<AdminUser>(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      body: { name: '  Renamed  ' },
    });
    expect(renamed.body.name).toBe('Renamed');
    expect(
      (await admin.client.json(`/api/admin/users/${user.id}`, { method: 'PATCH', body: {} })).status,
    ).toBe(400);

    const target = await directUser(t);
    const goal = await target.client.json<{ id: string }>('/api/bucket-list', {
      body: { title: 'Go', category: 'Travel' },
    });
    expect(goal.status).toBe(201);
    expect((await admin.client.request(`/api/admin/users/${admin.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await admin.client.request(`/api/admin/users/${target.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const after = await target.client.json('/api/bucket-list');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { code: 'ACCOUNT_DELETED' } });
    expect(await t.db.selectFrom('goal').select('id').where('userId', '=', target.id).execute()).toEqual([]);
    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before'])
      .where('targetId', '=', target.id)
      .execute();
    expect(log.map((e) => e.action)).toEqual(['user.delete']);
    expect(JSON.parse(log[0]?.before ?? '{}')).toMatchObject({ email: target.email });
  });
});

describe(`site settings on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a YouTube link as its privacy-enhanced embed, shows it to everyone, and refuses other hosts', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const visitor = new TestClient(t);
    expect((await visitor.json('/api/site-settings')).body).toMatchObject({ learnMoreVideoUrl: null });

    const put = (learnMoreVideoUrl: string | null) =>
      admin.client.json('/api/admin/settings', { method: 'PUT', body: { learnMoreVideoUrl } });
    const set = await put('https://youtu.be/dQw4w9WgXcQ?si=share');
    expect(set.status).toBe(200);
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(set.body).toEqual({ learnMoreVideoUrl: embed });
    const shown = await visitor.json('/api/site-settings');
    expect(shown.body).toEqual({
      learnMoreVideoUrl: embed,
      features: { registrationOpen: true, sharingEnabled: true, aiEnabled: true },
    });
    expect(shown.res.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await admin.client.json('/api/admin/settings')).body).toEqual({ learnMoreVideoUrl: embed });

    for (const refused of [
      'https://vimeo.com/1',
      'javascript:alert(1)',
      'https://www.youtube.com/channel/x',
    ]) {
      const res = await put(refused);
      expect(res.status, refused).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'VIDEO_URL_NOT_ALLOWED' } });
    }
    expect((await visitor.json('/api/site-settings')).body).toMatchObject({ learnMoreVideoUrl: embed });
    expect((await put('x'.repeat(501))).status).toBe(400);

    expect((await put(null)).body).toEqual({ learnMoreVideoUrl: null });
    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('actorId', '=', admin.id)
      .orderBy('createdAt', 'asc')
      .execute();
    expect(log.map((e) => e.action)).toEqual(['settings.update', 'settings.update']);
    expect(JSON.parse(log[1]?.before ?? '{}')).toEqual({ learnMoreVideoUrl: embed });
    const user = await directUser(t);
    expect(
      (await user.client.json('/api/admin/settings', { method: 'PUT', body: { learnMoreVideoUrl: null } }))
        .status,
    ).toBe(403);
  });
});

describe(`admin goals on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  type GoalPage = { data: AdminGoal[]; count: number; page: number; pageSize: number };

  it('lists every user’s goals with filters, changes a status and deletes a goal as its owner would', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const alice = await directUser(t, { name: 'Alice' });
    const bob = await directUser(t, { name: 'Bob' });
    const make = async (client: TestClient, title: string, category: string) =>
      (await client.json<{ id: string }>('/api/bucket-list', { body: { title, category } })).body.id;
    const dive = await make(alice.client, 'Dive the reef', 'Adventure');
    await make(alice.client, 'Learn 100%_Thai', 'Learning');
    const run = await make(bob.client, 'Run a marathon', 'Sports');
    const list = async (query: string) =>
      (await admin.client.json<GoalPage>(`/api/admin/goals?${query}`)).body;

    const all = await list('');
    expect(all.count).toBe(3);
    expect(all.data[0]).toMatchObject({ id: run, owner: { id: bob.id, name: 'Bob', email: bob.email } });
    expect((await list('q=REEF')).data.map((g) => g.id)).toEqual([dive]);
    expect((await list(`q=${encodeURIComponent('100%_')}`)).count).toBe(1);
    expect((await list('category=Sports')).data.map((g) => g.id)).toEqual([run]);
    expect((await list(`userId=${alice.id}`)).count).toBe(2);
    expect((await list('pageSize=2&page=2')).data).toHaveLength(1);
    expect((await admin.client.json('/api/admin/goals?status=done')).status).toBe(400);

    const done = await admin.client.json<AdminGoal>(`/api/admin/goals/${dive}`, {
      method: 'PATCH',
      body: { status: 'completed' },
    });
    expect(done.body).toMatchObject({ status: 'completed' });
    expect(done.body.completedAt).not.toBeNull();
    expect((await alice.client.json(`/api/bucket-list/${dive}`)).body).toMatchObject({ status: 'completed' });
    expect((await list('status=completed')).data.map((g) => g.id)).toEqual([dive]);

    expect((await admin.client.request(`/api/admin/goals/${run}`, { method: 'DELETE' })).status).toBe(204);
    expect((await bob.client.json(`/api/bucket-list/${run}`)).status).toBe(404);
    expect((await admin.client.request(`/api/admin/goals/${run}`, { method: 'DELETE' })).status).toBe(404);
    // The title search follows renames and deletions.
    expect((await list('q=marathon')).count).toBe(0);
    await alice.client.json(`/api/bucket-list/${dive}`, {
      method: 'PATCH',
      body: { title: 'Dive the Great Barrier' },
    });
    expect((await list('q=barrier')).data.map((g) => g.id)).toEqual([dive]);
    expect((await list('q=reef')).count).toBe(0);
    const log = await t.db.selectFrom('auditLog').select('action').where('actorId', '=', admin.id).execute();
    expect(log.map((e) => e.action).sort()).toEqual(['goal.delete', 'goal.status']);
    expect((await alice.client.json('/api/admin/goals')).status).toBe(403);
  });
  it('makes no change it cannot record: the goal stays as it was when the audit entry fails', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t);
    const goal = (
      await owner.client.json<{ id: string }>('/api/bucket-list', {
        body: { title: 'Swim', category: 'Sports' },
      })
    ).body.id;
    // The audit log out of reach, as a full disk or a lost connection would leave it.
    await sql`alter table "auditLog" rename to "auditLogAway"`.execute(t.db);
    try {
      const patch = { method: 'PATCH', body: { status: 'completed' } } as const;
      expect((await admin.client.json(`/api/admin/goals/${goal}`, patch)).status).toBe(500);
      expect((await admin.client.request(`/api/admin/goals/${goal}`, { method: 'DELETE' })).status).toBe(500);
    } finally {
      await sql`alter table "auditLogAway" rename to "auditLog"`.execute(t.db);
    }
    expect((await owner.client.json(`/api/bucket-list/${goal}`)).body).toMatchObject({ status: 'active' });
  });
});
