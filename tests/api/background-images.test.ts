import type { ActiveBackground, BackgroundImage, BackgroundImageList } from '@common/background-images';
import type { Usage } from '@common/goals';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/server/features/media';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const ADMIN_PATH = '/api/admin/background-images';

describe(`background images on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(client: TestClient, bytes: Uint8Array, filename = 'sky.jpg', type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)], { type }), filename);
    const res = await client.send(ADMIN_PATH, { method: 'POST', body: form });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : null) as BackgroundImage & { error?: { code: string } },
    };
  }
  const list = async (client: TestClient) => (await client.json<BackgroundImageList>(ADMIN_PATH)).body.data;
  const patch = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.json<BackgroundImage>(`${ADMIN_PATH}/${id}`, { method: 'PATCH', body });
  const active = (client: TestClient) => client.json<ActiveBackground>('/api/background-images/active');

  it('uploads, orders, activates one at a time, shows the active one to everyone and deletes, all audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const visitor = new TestClient(t);
    expect((await active(visitor)).body).toEqual({ image: null });

    // A wide photo is fitted into the web size; the stored copy is a new file without the original's bytes.
    const wide = await upload(admin.client, await solidImage('jpeg', 3000, 1500));
    expect(wide.status).toBe(201);
    expect(wide.body).toMatchObject({
      width: 2400,
      height: 1200,
      mime: 'image/jpeg',
      active: false,
      position: 0,
    });
    const second = (await upload(admin.client, await solidImage('png', 800, 600), 'sea.png', 'image/png'))
      .body;
    const third = (await upload(admin.client, await solidImage('webp', 640, 480), 'hill.webp', 'image/webp'))
      .body;
    expect((await list(admin.client)).map((image) => image.id)).toEqual([wide.body.id, second.id, third.id]);

    const bytes = await admin.client.request(wide.body.url);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await bytes.arrayBuffer())).metadata()).width).toBe(2400);
    const preview = await admin.client.request(wide.body.previewUrl);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(480);
    // Not active yet: only administrators see it.
    expect((await visitor.request(wide.body.url)).status).toBe(404);
    // The site's files, not the uploader's.
    expect((await admin.client.json<Usage>('/api/me/usage')).body.storageBytes).toBe(0);

    const reordered = await admin.client.json<BackgroundImageList>(`${ADMIN_PATH}/order`, {
      method: 'PUT',
      body: { ids: [third.id, wide.body.id, second.id] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((image) => [image.id, image.position])).toEqual([
      [third.id, 0],
      [wide.body.id, 1],
      [second.id, 2],
    ]);
    // Every image exactly once.
    const partial = await admin.client.json(`${ADMIN_PATH}/order`, {
      method: 'PUT',
      body: { ids: [third.id] },
    });
    expect(partial.status).toBe(409);

    const first = await patch(admin.client, second.id, {
      active: true,
      altEn: 'A calm sea',
      altTh: 'ทะเลสงบ',
    });
    expect(first.body).toMatchObject({ active: true, altEn: 'A calm sea', altTh: 'ทะเลสงบ' });
    const shown = await active(visitor);
    expect(shown.res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(shown.body.image).toEqual({
      url: second.url,
      width: 800,
      height: 600,
      alt: { en: 'A calm sea', th: 'ทะเลสงบ' },
    });
    const publicFile = await visitor.request(second.url);
    expect(publicFile.status).toBe(200);
    expect(publicFile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Activating another retires the first.
    await patch(admin.client, wide.body.id, { active: true });
    expect((await list(admin.client)).filter((image) => image.active).map((image) => image.id)).toEqual([
      wide.body.id,
    ]);
    expect((await active(visitor)).body.image?.url).toBe(wide.body.url);
    expect((await visitor.request(second.url)).status).toBe(404);

    // The orphan sweep leaves the site's files alone.
    await sweepOrphanFiles(t.db, t.blobs, -60_000);
    expect((await visitor.request(wide.body.url)).status).toBe(200);

    const stored = await t.db
      .selectFrom('backgroundImage')
      .select(['storageKey', 'thumbKey'])
      .where('id', '=', wide.body.id)
      .executeTakeFirstOrThrow();
    expect((await admin.client.request(`${ADMIN_PATH}/${wide.body.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await t.blobs.get(stored.storageKey)).toBeNull();
    expect(await t.blobs.get(stored.thumbKey)).toBeNull();
    expect((await active(visitor)).body).toEqual({ image: null });
    expect((await admin.client.request(wide.body.url)).status).toBe(404);
    expect((await list(admin.client)).map((image) => image.id)).toEqual([third.id, second.id]);

    await patch(admin.client, second.id, { active: true });
    await patch(admin.client, second.id, { active: false });
    expect((await active(visitor)).body).toEqual({ image: null });

    const log = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetId', 'after'])
      .where('actorId', '=', admin.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const actions = log.map((entry) => [entry.action, entry.targetId]);
    expect(actions.filter(([action]) => action === 'background.upload')).toHaveLength(3);
    expect(actions).toContainEqual(['background.reorder', null]);
    expect(actions).toContainEqual(['background.delete', wide.body.id]);
    // The retired image's change is in the log too.
    expect(
      log.some((entry) => entry.targetId === second.id && JSON.parse(entry.after ?? '{}').active === false),
    ).toBe(true);
    expect(log.every((entry) => entry.action.startsWith('background.'))).toBe(true);
  });

  it('refuses what is not an image, too large, unknown or badly described', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const text = await upload(admin.client, new TextEncoder().encode('not an image at all'), 'a.jpg');
    expect(text.status).toBe(415);
    expect(text.body.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await upload(admin.client, new Uint8Array(8 * 1024 * 1024 + 1).fill(0xff));
    expect(huge.status).toBe(413);
    expect(huge.body.error?.code).toBe('FILE_TOO_LARGE');

    expect((await patch(admin.client, 'no-such-image', { active: true })).status).toBe(404);
    expect((await admin.client.request(`${ADMIN_PATH}/no-such-image`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const image = (await upload(admin.client, await solidImage('jpeg'))).body;
    expect((await patch(admin.client, image.id, {})).status).toBe(400);
    expect((await patch(admin.client, image.id, { altEn: 'x'.repeat(301) })).status).toBe(400);
    await admin.client.request(`${ADMIN_PATH}/${image.id}`, { method: 'DELETE' });
  });

  it('is for administrators only', async () => {
    const user = await directUser(t);
    const stored = async () => (await t.db.selectFrom('backgroundImage').select('id').execute()).length;
    const before = await stored();
    expect((await user.client.json(ADMIN_PATH)).status).toBe(403);
    expect((await upload(user.client, await solidImage('jpeg'))).status).toBe(403);
    expect((await new TestClient(t).json(ADMIN_PATH)).status).toBe(401);
    expect(await stored()).toBe(before);
  });
});
