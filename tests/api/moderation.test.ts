import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { Memory } from '@common/memories';
import type { MemoryModerationPage, ModerationPage } from '@common/moderation';
import type { Share, SharedScrapbook } from '@common/shares';
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

describe(`moderation of single public memories on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A shared goal with a public photo, a public note and a private note. */
  async function sharedScrapbook(owner: VerifiedUser, title: string) {
    const goal = (await owner.client.json<Goal>('/api/bucket-list', { body: { title, category: 'Travel' } }))
      .body;
    const remember = async (body: Record<string, unknown>) =>
      (await owner.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, { body })).body;
    const image = (await owner.client.upload(await solidImage('jpeg'))).body as Media;
    const photo = await remember({
      type: 'photo',
      mediaId: image.id,
      caption: 'Summit at dawn',
      isPublic: true,
    });
    const note = await remember({ type: 'note', content: '<p>Cold &amp; bright</p>', isPublic: true });
    await remember({ type: 'note', content: '<p>Only mine</p>', isPublic: false });
    const share = (await owner.client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title } }))
      .body;
    return { goal, image, photo, note, share };
  }
  const list = (client: TestClient, query = '') =>
    client.json<MemoryModerationPage>(`/api/admin/moderation/memories${query}`);
  const captions = (page: SharedScrapbook) => page.memories.map((m) => m.caption ?? m.content);

  it('lists public memories of shared goals, takes one off its page and file, and restores it, audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t, { pro: true, name: 'Climber' });
    const unshared = (
      await owner.client.json<Goal>('/api/bucket-list', { body: { title: 'Not shared', category: 'Travel' } })
    ).body;
    await owner.client.json(`/api/bucket-list/${unshared.id}/memories`, {
      body: { type: 'note', content: '<p>Public but unshared</p>', isPublic: true },
    });
    const { goal, photo, note, image, share } = await sharedScrapbook(owner, 'Climb Kilimanjaro');
    const reader = new TestClient(t);

    const live = await list(admin.client);
    expect(live.status).toBe(200);
    const mine = live.body.data.filter((m) => m.owner.id === owner.id);
    // Newest first; the private note and the memory of the unshared goal are not public pages.
    expect(mine.map((m) => m.id)).toEqual([note.id, photo.id]);
    expect(mine[0]).toMatchObject({
      type: 'note',
      excerpt: 'Cold & bright',
      thumbUrl: null,
      takenDown: null,
    });
    expect(mine[1]).toMatchObject({
      type: 'photo',
      caption: 'Summit at dawn',
      goalTitle: 'Climb Kilimanjaro',
      owner: { id: owner.id, name: 'Climber', email: owner.email },
      shareToken: share.token,
      takenDown: null,
    });
    const thumbUrl = mine[1]?.thumbUrl;
    expect(thumbUrl).toBeTruthy();
    expect((await admin.client.request(thumbUrl ?? '')).status).toBe(200);

    const fileViaShare = `/media/${image.id}?share=${share.token}`;
    expect((await reader.request(fileViaShare)).status).toBe(200);
    const down = await admin.client.json(`/api/admin/moderation/memories/${photo.id}/take-down`, {
      body: { reason: 'A stranger’s face' },
    });
    expect(down.status).toBe(204);

    const page = await reader.json<SharedScrapbook>(`/api/shared/${share.token}`);
    expect(page.status).toBe(200);
    expect(captions(page.body)).toEqual(['<p>Cold &amp; bright</p>']);
    expect((await reader.request(fileViaShare)).status).toBe(404);
    // The owner still has it in the scrapbook.
    const own = await owner.client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`);
    expect(own.body.map((m) => m.id)).toContain(photo.id);

    expect((await list(admin.client)).body.data.map((m) => m.id)).not.toContain(photo.id);
    const takenDown = (await list(admin.client, '?state=taken-down')).body.data;
    expect(takenDown.map((m) => [m.id, m.takenDown?.reason])).toEqual([[photo.id, 'A stranger’s face']]);

    const restore = await admin.client.json(`/api/admin/moderation/memories/${photo.id}/restore`, {
      body: {},
    });
    expect(restore.status).toBe(204);
    expect(captions((await reader.json<SharedScrapbook>(`/api/shared/${share.token}`)).body)).toEqual([
      '<p>Cold &amp; bright</p>',
      'Summit at dawn',
    ]);
    expect((await reader.request(fileViaShare)).status).toBe(200);
    expect((await list(admin.client, '?state=taken-down')).body.count).toBe(0);

    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetType', 'targetId'])
      .where('actorId', '=', admin.id)
      .orderBy('createdAt')
      .execute();
    expect(log).toEqual([
      { action: 'memory.takedown', targetType: 'memory', targetId: photo.id },
      { action: 'memory.restore', targetType: 'memory', targetId: photo.id },
    ]);
  });

  it('is for administrators only and refuses unknown memories and empty reasons', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const user = await directUser(t);
    expect((await list(user.client)).status).toBe(403);
    expect((await list(new TestClient(t))).status).toBe(401);
    const owner = await directUser(t, { pro: true });
    const { photo, share } = await sharedScrapbook(owner, 'Run a marathon');
    const refused = await user.client.json(`/api/admin/moderation/memories/${photo.id}/take-down`, {
      body: { reason: 'Mine now' },
    });
    expect(refused.status).toBe(403);
    const unknown = await admin.client.json('/api/admin/moderation/memories/nope/take-down', {
      body: { reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    const empty = await admin.client.json(`/api/admin/moderation/memories/${photo.id}/take-down`, {
      body: { reason: '  ' },
    });
    expect(empty.status).toBe(400);
    expect((await list(admin.client, '?state=gone')).status).toBe(400);
    const page = await new TestClient(t).json<SharedScrapbook>(`/api/shared/${share.token}`);
    expect(page.body.memories.map((m) => m.id)).toContain(photo.id);
  });
});
