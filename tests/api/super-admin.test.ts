import type { AuditLogPage } from '@common/admin';
import type { FeatureSwitches } from '@common/feature-switches';
import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { Share } from '@common/shares';
import type { PublicSiteSettings } from '@common/site-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_PASSWORD, directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`the super-admin area on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const audit = (client: TestClient, query = '') => client.json<AuditLogPage>(`/api/admin/audit-log${query}`);
  const setSwitches = (client: TestClient, body: Partial<FeatureSwitches>) =>
    client.json<FeatureSwitches>('/api/admin/features', { method: 'PUT', body });
  const signUp = (email: string) =>
    new TestClient(t).json('/api/auth/sign-up/email', {
      body: { name: 'Newcomer', email, password: DIRECT_PASSWORD },
    });

  it('shows the audit log to super administrators only, filtered by actor, target and action', async () => {
    const chief = await directUser(t, { role: 'super_admin', name: 'Chief Person' });
    const admin = await directUser(t, { role: 'admin', name: 'Helper Person' });
    const user = await directUser(t);
    const other = await directUser(t);
    await admin.client.json(`/api/admin/users/${user.id}/suspend`, { body: { reason: 'Spam' } });
    await admin.client.json(`/api/admin/users/${user.id}/unsuspend`, { body: {} });
    await chief.client.json(`/api/admin/users/${other.id}/premium`, { body: { grant: true } });

    expect((await audit(admin.client)).status).toBe(403);
    // The suspension ended the user's sessions; the other account is an ordinary signed-in one.
    expect((await audit(other.client)).status).toBe(403);
    expect((await audit(new TestClient(t))).status).toBe(401);

    const all = await audit(chief.client);
    expect(all.status).toBe(200);
    expect(all.body.data.slice(0, 3).map((r) => r.action)).toEqual([
      'user.premium.grant',
      'user.unsuspend',
      'user.suspend',
    ]);
    const suspended = all.body.data[2];
    expect(suspended).toMatchObject({
      actor: { id: admin.id, email: admin.email, name: 'Helper Person' },
      targetType: 'user',
      targetId: user.id,
      targetEmail: user.email,
      before: { suspended: false },
      after: { suspended: true, suspendedReason: 'Spam' },
    });

    const byActor = await audit(chief.client, `?actor=${encodeURIComponent('helper person')}`);
    expect(byActor.body.data.map((r) => r.action)).toEqual(['user.unsuspend', 'user.suspend']);
    const byTarget = await audit(chief.client, `?target=${encodeURIComponent(other.email)}`);
    expect(byTarget.body.data.map((r) => r.action)).toEqual(['user.premium.grant']);
    const byFamily = await audit(chief.client, '?action=user.suspend');
    expect(byFamily.body.data.map((r) => r.targetId)).toEqual([user.id]);
    const paged = await audit(chief.client, '?pageSize=2&page=2');
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2, count: all.body.count });
    expect(paged.body.data.map((r) => r.action)).toEqual(['user.suspend']);
  });

  it('closes registration for everyone, the same answer for known and new addresses, and opens it again', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const admin = await directUser(t, { role: 'admin' });
    const known = await directUser(t);
    expect((await chief.client.json<FeatureSwitches>('/api/admin/features')).body).toEqual({
      registrationOpen: true,
      sharingEnabled: true,
      aiEnabled: true,
    });
    expect((await setSwitches(admin.client, { registrationOpen: false })).status).toBe(403);

    const closed = await setSwitches(chief.client, { registrationOpen: false });
    expect(closed.body).toEqual({ registrationOpen: false, sharingEnabled: true, aiEnabled: true });
    const site = await new TestClient(t).json<PublicSiteSettings>('/api/site-settings');
    expect(site.body.features).toEqual({ registrationOpen: false, sharingEnabled: true, aiEnabled: true });
    const refusedNew = await signUp(`newcomer${Date.now()}@example.com`);
    const refusedKnown = await signUp(known.email);
    for (const refused of [refusedNew, refusedKnown]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    }
    // Accounts that exist still sign in.
    const signIn = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: known.email, password: DIRECT_PASSWORD },
    });
    expect(signIn.status).toBe(200);

    await setSwitches(chief.client, { registrationOpen: true });
    expect((await signUp(`later${Date.now()}@example.com`)).status).toBe(200);
    const record = (await audit(chief.client, '?action=features')).body.data[1];
    expect(record).toMatchObject({
      actor: { id: chief.id },
      before: { registrationOpen: true },
      after: { registrationOpen: false },
    });
  });

  it('turns sharing off: new links refused, live links and their files gone until it is back on', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const owner = await directUser(t, { pro: true });
    const image = (await owner.client.upload(await solidImage('jpeg'))).body as Media;
    const goal = (
      await owner.client.json<Goal>('/api/bucket-list', {
        body: { title: 'Walk the Camino', category: 'Travel', imageId: image.id },
      })
    ).body;
    const link = (
      await owner.client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Camino' } })
    ).body;
    const visitor = new TestClient(t);
    const file = `/media/${image.id}?share=${link.token}`;
    expect((await visitor.json(`/api/shared/${link.token}`)).status).toBe(200);

    await setSwitches(chief.client, { sharingEnabled: false });
    expect((await visitor.json(`/api/shared/${link.token}`)).status).toBe(404);
    expect((await visitor.request(file)).status).toBe(404);
    const refused = await owner.client.json(`/api/bucket-list/${goal.id}/share`, {
      body: { title: 'Again' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'SHARING_DISABLED' } });
    // The owner's own picture still shows to the owner.
    expect((await owner.client.request(`/media/${image.id}`)).status).toBe(200);

    await setSwitches(chief.client, { sharingEnabled: true });
    expect((await visitor.json(`/api/shared/${link.token}`)).status).toBe(200);
    expect((await visitor.request(file)).status).toBe(200);
  });

  it('refuses unknown switches and non-boolean values, changing nothing', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    for (const body of [{}, { betaEnabled: true }, { registrationOpen: 'no' }, { sharingEnabled: null }]) {
      const answer = await chief.client.json('/api/admin/features', { method: 'PUT', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await chief.client.json<FeatureSwitches>('/api/admin/features')).body).toEqual({
      registrationOpen: true,
      sharingEnabled: true,
      aiEnabled: true,
    });
  });
});
