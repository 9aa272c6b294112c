import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Goal } from '@common/goals';
import type { Media } from '@common/media';
import type { Memory } from '@common/memories';
import type { Share, SharedScrapbook } from '@common/shares';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateDownTo, migrateToLatest } from '../../src/server/db/migrate';
import { shareViews } from '../../src/server/features/shares';
import { KEPT_READ_MS } from '../../src/server/kept-reads';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { countMediaFiles } from '../support/media-files';
import { BASE_URL, createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';
import { fakeMp4, uploadVideo } from '../support/videos';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Someday</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'someday-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Sharing is a Pro feature. */
async function proUser() {
  const user = await signInVerifiedUser(t);
  await makePro(t, user.id);
  return user;
}

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found.' } };
const visitor = () => new TestClient(t);

/** A goal with an image, a public photo, a public video with poster, a public note and a private photo. */
async function scrapbook(client: TestClient) {
  const image = (await client.upload(await solidImage('jpeg'))).body as Media;
  const goal = (
    await client.json<Goal>('/api/bucket-list', {
      body: {
        title: 'See the northern lights',
        description: 'In Tromsø',
        category: 'Travel',
        imageId: image.id,
      },
    })
  ).body;
  const add = async (body: Record<string, unknown>) =>
    (await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, { body })).body;
  const publicPhotoMedia = (await client.upload(await solidImage('png'))).body as Media;
  const privatePhotoMedia = (await client.upload(await solidImage('webp'))).body as Media;
  const video = (await uploadVideo(client, fakeMp4(5000), await solidImage('png'))).body as Media;
  const publicPhoto = await add({
    type: 'photo',
    mediaId: publicPhotoMedia.id,
    caption: 'Aurora',
    tags: ['sky'],
    isPublic: true,
  });
  const privatePhoto = await add({
    type: 'photo',
    mediaId: privatePhotoMedia.id,
    caption: 'Secret',
    isPublic: false,
  });
  const publicVideo = await add({ type: 'video', mediaId: video.id, isPublic: true });
  const note = await add({ type: 'note', content: '<p>Cold <strong>night</strong></p>', isPublic: true });
  return { goal, image, publicPhoto, privatePhoto, publicVideo, note, video, privatePhotoMedia };
}

/** Puts the database back to before the one-live-share index, as an older release left it. */
async function undoLiveShareMigration() {
  await migrateDownTo(t.db, '0010-billing');
}

async function share(
  client: TestClient,
  goalId: string,
  body: Record<string, unknown> = { title: 'My aurora trip' },
) {
  const res = await client.json<Share>(`/api/bucket-list/${goalId}/share`, { body });
  expect(res.status).toBe(201);
  return res.body;
}

describe(`shares on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('creates, reads, replaces and revokes the share link of a goal', async () => {
    const { client } = await proUser();
    const { goal } = await scrapbook(client);
    expect((await client.json(`/api/bucket-list/${goal.id}/share`)).body).toBeNull();

    const first = await share(client, goal.id, { title: ' Aurora ', description: 'Look!', expiresInDays: 7 });
    expect(first).toEqual({
      id: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `${BASE_URL}/shared/${first.token}`,
      title: 'Aurora',
      description: 'Look!',
      viewCount: 0,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(first.expiresAt as string) - Date.parse(first.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect((await client.json<Share>(`/api/bucket-list/${goal.id}/share`)).body).toEqual(first);

    const never = await share(client, goal.id, { title: 'Forever', expiresInDays: null });
    expect(never.expiresAt).toBeNull();
    expect(never.token).not.toBe(first.token);
    // One live share per goal: the replaced link is dead.
    expect((await visitor().json(`/api/shared/${first.token}`)).status).toBe(404);
    expect((await visitor().json(`/api/shared/${never.token}`)).status).toBe(200);
    const defaulted = await share(client, goal.id);
    expect((Date.parse(defaulted.expiresAt as string) - Date.parse(defaulted.createdAt)) / 86_400_000).toBe(
      30,
    );

    expect((await client.request(`/api/bucket-list/${goal.id}/share`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await client.json(`/api/bucket-list/${goal.id}/share`)).body).toBeNull();
    const dead = await visitor().json(`/api/shared/${defaulted.token}`);
    expect(dead.status).toBe(404);
    expect(dead.body).toEqual(NOT_FOUND);
    const rows = await t.db.selectFrom('share').select(['revokedAt']).where('goalId', '=', goal.id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);

    for (const body of [{}, { title: '' }, { title: 'x', expiresInDays: 3 }]) {
      expect((await client.json(`/api/bucket-list/${goal.id}/share`, { body })).status).toBe(400);
    }
  });

  it('is a Pro feature: a free user is refused with PRO_REQUIRED; a link outlives a lapsed Pro', async () => {
    const user = await signInVerifiedUser(t);
    const goal = (
      await user.client.json<Goal>('/api/bucket-list', { body: { title: 'Fly', category: 'Travel' } })
    ).body;
    const refused = await user.client.json<{ error: { code: string; details: unknown } }>(
      `/api/bucket-list/${goal.id}/share`,
      { body: { title: 'Fly' } },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PRO_REQUIRED', details: { feature: 'sharing' } });

    await makePro(t, user.id, new Date(Date.now() + 60_000));
    const link = await share(user.client, goal.id, { title: 'Fly' });
    await makePro(t, user.id, new Date(Date.now() - 1000));
    // Nothing is taken away when Pro ends: the link still opens; a new one needs Pro again.
    expect((await new TestClient(t).json(`/api/shared/${link.token}`)).status).toBe(200);
    expect(
      (await user.client.json(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Again' } })).status,
    ).toBe(403);
  });

  it('answers the public scrapbook without a session: public memories only, media URLs through the share', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    await client.json(`/api/bucket-list/${s.goal.id}/complete`, { method: 'POST' });
    const link = await share(client, s.goal.id, { title: 'Aurora', description: null });
    const res = await visitor().json<SharedScrapbook>(`/api/shared/${link.token}`);
    expect(res.status).toBe(200);
    const q = `?share=${link.token}`;
    expect(res.body).toEqual({
      share: {
        title: 'Aurora',
        description: null,
        viewCount: 1,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
      },
      wish: {
        title: 'See the northern lights',
        description: 'In Tromsø',
        category: 'Travel',
        imageData: `/media/${s.image.id}${q}`,
        completedAt: expect.stringMatching(/Z$/),
        progress: { done: 0, total: 0 },
        customCategory: null,
      },
      memories: expect.any(Array),
    });
    const memories = res.body.memories;
    expect(memories.map((m) => m.id).sort()).toEqual([s.publicPhoto.id, s.publicVideo.id, s.note.id].sort());
    expect(memories.find((m) => m.id === s.privatePhoto.id)).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain('Secret');
    expect(memories.find((m) => m.id === s.publicPhoto.id)).toEqual({
      id: s.publicPhoto.id,
      type: 'photo',
      url: `${s.publicPhoto.url}${q}`,
      thumbUrl: `${s.publicPhoto.thumbUrl}${q}`,
      content: null,
      caption: 'Aurora',
      tags: ['sky'],
      createdAt: s.publicPhoto.createdAt,
    });
    expect(memories.find((m) => m.id === s.note.id)).toMatchObject({
      type: 'note',
      url: null,
      thumbUrl: null,
      content: '<p>Cold <strong>night</strong></p>',
    });
    expect((await visitor().json<SharedScrapbook>(`/api/shared/${link.token}`)).body.share.viewCount).toBe(2);
    expect((await client.json<Share>(`/api/bucket-list/${s.goal.id}/share`)).body.viewCount).toBe(2);
  });

  it('serves media through a live share only: the goal image and public memories of that goal', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    const link = await share(client, s.goal.id);
    const other = await scrapbook(client);
    const anon = visitor();
    const q = `?share=${link.token}`;
    for (const path of [
      `/media/${s.image.id}${q}`,
      `/media/${s.image.id}/thumb${q}`,
      `${s.publicPhoto.url}${q}`,
      `${s.publicPhoto.thumbUrl}${q}`,
      `${s.video.url}${q}`,
      `${s.video.thumbUrl}${q}`,
    ]) {
      expect((await anon.request(path)).status, path).toBe(200);
    }
    // Revalidated on every use, so a revoked link does not live on in the browser cache.
    expect((await anon.request(`/media/${s.image.id}${q}`)).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
    const ranged = await anon.request(`${s.video.url}${q}`, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);
    // Not in this share even with a live token: the private memory, another goal's media, no token.
    for (const path of [
      `${s.privatePhoto.url}${q}`,
      `${s.privatePhoto.thumbUrl}${q}`,
      `/media/${other.image.id}${q}`,
      `${other.publicPhoto.url}${q}`,
      `/media/${s.image.id}`,
      `/media/${s.image.id}?share=not-a-token`,
    ]) {
      expect((await anon.request(path)).status, path).toBe(404);
    }
    // A memory turned private leaves the share at once.
    await client.json(`/api/memories/${s.publicPhoto.id}`, { method: 'PATCH', body: { isPublic: false } });
    expect((await anon.request(`${s.publicPhoto.url}${q}`)).status).toBe(404);
    // Revoked: nothing any more.
    await client.request(`/api/bucket-list/${s.goal.id}/share`, { method: 'DELETE' });
    for (const path of [`/media/${s.image.id}${q}`, `${s.video.url}${q}`, `${s.video.thumbUrl}${q}`]) {
      expect((await anon.request(path)).status, path).toBe(404);
    }
    // The owner still reads their own files.
    expect((await client.request(`/media/${s.image.id}`)).status).toBe(200);
  });

  it('answers the same bare 404 for unknown, expired, revoked and deleted shares', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    const link = await share(client, s.goal.id);
    const q = `?share=${link.token}`;
    await t.db
      .updateTable('share')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', link.token)
      .execute();
    for (const token of [link.token, 'unknown', 'x'.repeat(43)]) {
      const res = await visitor().json(`/api/shared/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await visitor().request(`/media/${s.image.id}${q}`)).status).toBe(404);
    const views = await t.db
      .selectFrom('share')
      .select('viewCount')
      .where('token', '=', link.token)
      .executeTakeFirstOrThrow();
    expect(Number(views.viewCount)).toBe(0);
    // The owner's view: an expired link is no live link.
    expect((await client.json(`/api/bucket-list/${s.goal.id}/share`)).body).toBeNull();

    const fresh = await share(client, s.goal.id);
    expect((await visitor().json(`/api/shared/${fresh.token}`)).status).toBe(200);
    const filesBefore = countMediaFiles(t.config.mediaDir);
    expect((await client.request(`/api/bucket-list/${s.goal.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await visitor().json(`/api/shared/${fresh.token}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NOT_FOUND);
    expect(await t.db.selectFrom('share').select('id').where('goalId', '=', s.goal.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('memory').select('id').where('goalId', '=', s.goal.id).execute()).toEqual(
      [],
    );
    // Goal image, two photos and the video with its poster: 8 files gone.
    expect(countMediaFiles(t.config.mediaDir)).toBe(filesBefore - 8);
  });

  it("answers 404 on every share route for another user's goal", async () => {
    const owner = await proUser();
    const other = await proUser();
    const s = await scrapbook(owner.client);
    const link = await share(owner.client, s.goal.id);
    const c = other.client;
    expect((await c.json(`/api/bucket-list/${s.goal.id}/share`)).status).toBe(404);
    expect((await c.json(`/api/bucket-list/${s.goal.id}/share`, { body: { title: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await c.request(`/api/bucket-list/${s.goal.id}/share`, { method: 'DELETE' })).status).toBe(404);
    expect((await c.json(`/api/bucket-list/no-such-goal/share`)).status).toBe(404);
    expect((await visitor().json(`/api/bucket-list/${s.goal.id}/share`)).status).toBe(401);
    // The owner's link is untouched.
    expect((await visitor().json(`/api/shared/${link.token}`)).status).toBe(200);
  });

  it('counts 200 parallel views exactly', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    const link = await share(client, s.goal.id);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => visitor().json<SharedScrapbook>(`/api/shared/${link.token}`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const counts = results.map((r) => r.body.share.viewCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect((await client.json<Share>(`/api/bucket-list/${s.goal.id}/share`)).body.viewCount).toBe(200);
  });

  it('writes counted views to the database, and adds views another process wrote', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    const link = await share(client, s.goal.id);
    const storedViews = async () =>
      Number(
        (
          await t.db
            .selectFrom('share')
            .select('viewCount')
            .where('token', '=', link.token)
            .executeTakeFirstOrThrow()
        ).viewCount,
      );
    const view = async () =>
      (await visitor().json<SharedScrapbook>(`/api/shared/${link.token}`)).body.share.viewCount;
    expect([await view(), await view(), await view()]).toEqual([1, 2, 3]);
    // What the server writes once a second, and before it stops.
    await shareViews.flush();
    expect(await storedViews()).toBe(3);
    // Another server process wrote 10 views of its own.
    await t.db
      .updateTable('share')
      .set((eb) => ({ viewCount: eb('viewCount', '+', 10) }))
      .where('token', '=', link.token)
      .execute();
    // This process reads the page again once its kept copy is older than the bound.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + KEPT_READ_MS);
      expect(await view()).toBe(14);
      expect((await client.json<Share>(`/api/bucket-list/${s.goal.id}/share`)).body.viewCount).toBe(14);
      await shareViews.flush();
      expect(await storedViews()).toBe(14);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves exactly one live link after 20 parallel creates, each answered without a server error', async () => {
    const { client } = await proUser();
    const goal = (
      await client.json<Goal>('/api/bucket-list', { body: { title: 'Walk the Camino', category: 'Travel' } })
    ).body;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title: `Link ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status).filter((status) => status >= 500)).toEqual([]);
    const created = results.filter((r) => r.status === 201).map((r) => r.body);
    expect(created.length).toBeGreaterThan(0);
    const live = [];
    for (const link of created) {
      if ((await visitor().json(`/api/shared/${link.token}`)).status === 200) live.push(link.token);
    }
    expect(live).toHaveLength(1);
    const current = (await client.json<Share>(`/api/bucket-list/${goal.id}/share`)).body;
    expect(current.token).toBe(live[0]);
    const unrevoked = await t.db
      .selectFrom('share')
      .select('token')
      .where('goalId', '=', goal.id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(unrevoked).toEqual([{ token: current.token }]);
  });

  it('upgrades a database holding several live links of a goal: the newest stays live, the others are revoked', async () => {
    const { client, id: userId } = await proUser();
    const goal = (
      await client.json<Goal>('/api/bucket-list', { body: { title: 'Swim with whales', category: 'Travel' } })
    ).body;
    await undoLiveShareMigration();
    const base = Date.now() - 60_000;
    const tokens = ['old', 'middle', 'newest'].map((name) => `${name}-${goal.id}`);
    await t.db
      .insertInto('share')
      .values(
        tokens.map((token, i) => ({
          id: `share-${token}`,
          goalId: goal.id,
          userId,
          token,
          title: token,
          createdAt: new Date(base + i * 1000).toISOString(),
          expiresAt: null,
          revokedAt: null,
        })),
      )
      .execute();
    await migrateToLatest(t.db);
    const statuses = [];
    for (const token of tokens) statuses.push((await visitor().json(`/api/shared/${token}`)).status);
    expect(statuses).toEqual([404, 404, 200]);
    expect((await client.json<Share>(`/api/bucket-list/${goal.id}/share`)).body.token).toBe(tokens[2]);
    // The index is back: a second unrevoked link of the goal is refused by the database itself.
    await expect(
      t.db
        .insertInto('share')
        .values({
          id: 'share-duplicate',
          goalId: goal.id,
          userId,
          token: `duplicate-${goal.id}`,
          title: 'Duplicate',
          createdAt: new Date().toISOString(),
          expiresAt: null,
          revokedAt: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('rate-limits the public scrapbook per client address', async () => {
    const anon = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await anon.request('/api/shared/unknown-token')).status);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await visitor().request('/api/shared/unknown-token')).status).toBe(404);
  });

  it('puts escaped Open Graph tags for a live share into the page, and the plain page otherwise', async () => {
    const { client } = await proUser();
    const s = await scrapbook(client);
    const link = await share(client, s.goal.id, {
      title: 'Lights <script>alert("x")</script> & more $\' $&',
    });
    const res = await visitor().request(`/shared/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta property="og:title" content="Lights &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more $&#39; $&amp;">',
    );
    expect(head).toContain('<meta property="og:description" content="See the northern lights">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain(`<meta property="og:url" content="${BASE_URL}/shared/${link.token}">`);
    expect(head).toContain(
      `<meta property="og:image" content="${BASE_URL}/media/${s.image.id}?share=${link.token}">`,
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<div id="root"></div>');
    // The preview counts no view.
    expect((await client.json<Share>(`/api/bucket-list/${s.goal.id}/share`)).body.viewCount).toBe(0);

    const described = await share(client, s.goal.id, { title: 'T', description: 'Under the "aurora"' });
    const html2 = await (await visitor().request(`/shared/${described.token}`)).text();
    expect(html2).toContain('<meta property="og:description" content="Under the &quot;aurora&quot;">');

    for (const token of [link.token, 'unknown']) {
      const plain = await visitor().request(`/shared/${token}`);
      expect(plain.status).toBe(200);
      expect(await plain.text()).toBe(INDEX_HTML);
    }
  });
});
