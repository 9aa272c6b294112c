import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { ModerationPage } from '@common/moderation';
import type { Share } from '@common/shares';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import type { VerifiedUser } from '../support/verified-user';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`moderation of shared pages on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function sharedGoal(owner: VerifiedUser, title: string) {
    const image = (await owner.client.upload(await solidImage('jpeg'))).body as Media;
    const goal = (
      await owner.client.json<Goal>('/api/bucket-list', {
        body: { title, category: 'Travel', imageId: image.id },
      })
    ).body;
    const share = (await owner.client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title } }))
      .body;
    return { goal, image, share };
  }
  const queue = (client: TestClient, query = '') =>
    client.json<ModerationPage>(`/api/admin/moderation/shares${query}`);

  it('takes reports from readers into a queue, takes a link down and restores it, all audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t, { pro: true, name: 'Sharer' });
    const calm = await sharedGoal(owner, 'Climb Kilimanjaro');
    const reported = await sharedGoal(owner, 'Surf in Bali');
    const reader = new TestClient(t);

    const report = await reader.json(`/api/shared/${reported.share.token}/report`, {
      body: { reason: 'spam', details: 'Selling things' },
    });
    expect(report.status).toBe(204);
    await reader.json(`/api/shared/${reported.share.token}/report`, { body: { reason: 'offensive' } });
    expect((await reader.json('/api/shared/no-such-token/report', { body: { reason: 'spam' } })).status).toBe(
      404,
    );
    expect(
      (await reader.json(`/api/shared/${calm.share.token}/report`, { body: { reason: 'rude' } })).status,
    ).toBe(400);

    const all = await queue(admin.client);
    expect(all.body.data.map((s) => s.title)).toEqual(['Surf in Bali', 'Climb Kilimanjaro']);
    const flagged = await queue(admin.client, '?filter=reported');
    expect(flagged.body.count).toBe(1);
    expect(flagged.body.data[0]).toMatchObject({
      id: reported.share.id,
      goalTitle: 'Surf in Bali',
      owner: { id: owner.id, name: 'Sharer' },
      openReports: 2,
      takenDown: null,
    });
    expect(flagged.body.data[0]?.reports.map((r) => r.reason).sort()).toEqual(['offensive', 'spam']);

    const down = await admin.client.json(`/api/admin/moderation/shares/${reported.share.id}/take-down`, {
      body: { reason: 'Spam' },
    });
    expect(down.status).toBe(204);
    expect((await reader.json(`/api/shared/${reported.share.token}`)).status).toBe(404);
    expect((await reader.request(`/media/${reported.image.id}?share=${reported.share.token}`)).status).toBe(
      404,
    );
    // The owner cannot put it back up under a new link while it is down.
    const again = await owner.client.json(`/api/bucket-list/${reported.goal.id}/share`, {
      body: { title: 'Again' },
    });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ error: { code: 'SHARE_TAKEN_DOWN' } });
    expect((await queue(admin.client, '?filter=reported')).body.count).toBe(0);
    const takenDown = (await queue(admin.client, '?filter=takenDown')).body.data;
    expect(takenDown.map((s) => [s.id, s.takenDown?.reason])).toEqual([[reported.share.id, 'Spam']]);
    // The other link is untouched.
    expect((await reader.json(`/api/shared/${calm.share.token}`)).status).toBe(200);

    expect(
      (await admin.client.json(`/api/admin/moderation/shares/${reported.share.id}/restore`, { body: {} }))
        .status,
    ).toBe(204);
    expect((await reader.json(`/api/shared/${reported.share.token}`)).status).toBe(200);

    await reader.json(`/api/shared/${calm.share.token}/report`, { body: { reason: 'private' } });
    await admin.client.json(`/api/admin/moderation/shares/${calm.share.id}/dismiss-reports`, { body: {} });
    expect((await queue(admin.client, '?filter=reported')).body.count).toBe(0);
    expect((await reader.json(`/api/shared/${calm.share.token}`)).status).toBe(200);

    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('actorId', '=', admin.id)
      .orderBy('createdAt')
      .execute();
    expect(log).toEqual([
      { action: 'share.takedown', targetId: reported.share.id },
      { action: 'share.restore', targetId: reported.share.id },
      { action: 'share.reports.dismiss', targetId: calm.share.id },
    ]);
  });

  it('is for administrators only and refuses unknown links and empty reasons', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    expect((await queue(user.client)).status).toBe(403);
    expect((await queue(new TestClient(t))).status).toBe(401);
    const unknown = await admin.client.json('/api/admin/moderation/shares/nope/take-down', {
      body: { reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    const owner = await directUser(t, { pro: true });
    const { share } = await sharedGoal(owner, 'Run a marathon');
    const empty = await admin.client.json(`/api/admin/moderation/shares/${share.id}/take-down`, {
      body: { reason: '  ' },
    });
    expect(empty.status).toBe(400);
    expect((await new TestClient(t).json(`/api/shared/${share.token}`)).status).toBe(200);
  });
});
