import type { Goal } from '@common/goals';
import type { ImageLibraryPage } from '@common/image-library';
import type { Media } from '@common/media';
import type { Memory } from '@common/memories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import type { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import type { VerifiedUser } from '../support/verified-user';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`image library on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const library = (client: TestClient, query = '') =>
    client.json<ImageLibraryPage>(`/api/admin/images${query}`);
  const upload = async (owner: VerifiedUser) =>
    (await owner.client.upload(await solidImage('jpeg'))).body as Media;

  async function goalWithPhoto(owner: VerifiedUser, title: string) {
    const cover = await upload(owner);
    const goal = (
      await owner.client.json<Goal>('/api/bucket-list', {
        body: { title, category: 'Travel', imageId: cover.id },
      })
    ).body;
    const photo = await upload(owner);
    const memory = (
      await owner.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
        body: { type: 'photo', mediaId: photo.id },
      })
    ).body;
    return { cover, goal, photo, memory };
  }

  it('lists every stored file with its owner, size and uses, and searches by owner email', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t, { pro: true, name: 'Uploader' });
    const someoneElse = await directUser(t, { pro: true });
    const { cover, goal, photo, memory } = await goalWithPhoto(owner, 'See the aurora');
    const loose = await upload(someoneElse);

    const all = await library(admin.client);
    expect(all.status).toBe(200);
    expect(all.body.data.map((m) => m.id)).toEqual([loose.id, photo.id, cover.id]);
    expect(all.body.count).toBe(3);
    expect(all.body.totalBytes).toBe(cover.bytes + photo.bytes + loose.bytes);
    const coverRow = all.body.data.find((m) => m.id === cover.id);
    expect(coverRow).toMatchObject({
      kind: 'image',
      bytes: cover.bytes,
      owner: { id: owner.id, email: owner.email, name: 'Uploader' },
      usedBy: [{ type: 'goalImage', goalId: goal.id, goalTitle: 'See the aurora' }],
    });
    expect(all.body.data.find((m) => m.id === photo.id)?.usedBy).toEqual([
      { type: 'memory', memoryId: memory.id, goalId: goal.id, goalTitle: 'See the aurora' },
    ]);
    expect(all.body.data.find((m) => m.id === loose.id)?.usedBy).toEqual([]);

    // The admin can load another user's thumbnail, as the tab shows it.
    const thumb = await admin.client.request(coverRow?.thumbUrl ?? '');
    expect(thumb.status).toBe(200);

    const found = await library(admin.client, `?q=${encodeURIComponent(owner.email.toUpperCase())}`);
    expect(found.body.data.map((m) => m.id).sort()).toEqual([cover.id, photo.id].sort());
    expect(found.body.totalBytes).toBe(cover.bytes + photo.bytes);
    const unused = await library(admin.client, '?unused=true');
    expect(unused.body.data.map((m) => m.id)).toEqual([loose.id]);
    expect((await library(admin.client, '?kind=video')).body).toMatchObject({
      data: [],
      count: 0,
      totalBytes: 0,
    });
    const paged = await library(admin.client, '?page=2&pageSize=2');
    expect(paged.body).toMatchObject({ count: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.map((m) => m.id)).toEqual([cover.id]);
  });

  it('deletes a file, its bytes and its uses, and records it in the audit log', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t, { pro: true });
    const { cover, goal, photo, memory } = await goalWithPhoto(owner, 'Run a marathon');
    expect((await owner.client.request(cover.url)).status).toBe(200);

    const removed = await admin.client.request(`/api/admin/images/${cover.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await owner.client.request(cover.url)).status).toBe(404);
    expect((await admin.client.request(cover.url)).status).toBe(404);
    const after = (await owner.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body;
    expect(after).toMatchObject({ id: goal.id, imageId: null, imageUrl: null });

    // A photo memory is nothing but its file: it goes with it.
    expect((await admin.client.request(`/api/admin/images/${photo.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const memories = (await owner.client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`)).body;
    expect(memories.map((m) => m.id)).not.toContain(memory.id);
    expect((await owner.client.request(photo.url)).status).toBe(404);

    const again = await admin.client.request(`/api/admin/images/${cover.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');

    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetType', 'targetId', 'before', 'after'])
      .where('actorId', '=', admin.id)
      .orderBy('createdAt')
      .execute();
    expect(log.map((entry) => [entry.action, entry.targetType, entry.targetId, entry.after])).toEqual([
      ['media.delete', 'media', cover.id, null],
      ['media.delete', 'media', photo.id, null],
    ]);
    expect(JSON.parse(log[0]?.before ?? '{}')).toMatchObject({
      kind: 'image',
      bytes: cover.bytes,
      owner: { id: owner.id, email: owner.email },
      usedBy: [{ type: 'goalImage', goalId: goal.id, goalTitle: 'Run a marathon' }],
    });
  });

  it('shows a profile picture as used, and clears it when its file is deleted', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t);
    const avatar = await upload(owner);
    await t.db.updateTable('user').set({ image: avatar.thumbUrl }).where('id', '=', owner.id).execute();
    const query = `?q=${encodeURIComponent(owner.email)}`;
    expect((await library(admin.client, query)).body.data[0]?.usedBy).toEqual([{ type: 'avatar' }]);
    expect((await library(admin.client, `${query}&unused=true`)).body.count).toBe(0);

    expect((await admin.client.request(`/api/admin/images/${avatar.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const user = await t.db
      .selectFrom('user')
      .select('image')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user.image).toBeNull();
  });

  it('is for administrators only', async () => {
    const user = await directUser(t, { pro: true });
    const image = await upload(user);
    expect((await library(user.client)).status).toBe(403);
    expect((await user.client.request(`/api/admin/images/${image.id}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await user.client.request(image.url)).status).toBe(200);
    expect((await library(user.client, '?kind=audio')).status).toBe(403);
  });
});
