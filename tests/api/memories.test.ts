import type { Goal, Usage } from '@common/goals';
import type { Media } from '@common/media';
import {
  MEMORY_CAPTION_MAX,
  MEMORY_NOTE_MAX_BYTES,
  MEMORY_TAG_MAX,
  MEMORY_TAGS_MAX,
  type Memory,
} from '@common/memories';
import { megabytes, PLAN_LIMITS } from '@common/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../../src/server/features/media';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { countMediaFiles } from '../support/media-files';
import { declareUpload, streamUpload } from '../support/oversized-uploads';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';
import { fakeMp4, fakeWebm, uploadVideo } from '../support/videos';

const FREE_STORAGE = PLAN_LIMITS.free.storageBytes;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
const errorCode = (body: unknown) => (body as ErrorBody).error.code;
const files = () => countMediaFiles(t.config.mediaDir);

async function newGoal(client: TestClient, title = 'Dive the Great Barrier Reef') {
  const res = await client.json<Goal>('/api/bucket-list', { body: { title, category: 'Adventure' } });
  expect(res.status).toBe(201);
  return res.body;
}

async function countRows(table: 'memory' | 'media' | 'share', userId: string) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`memories on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('creates, lists, updates and deletes a photo memory, deleting its image', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const image = (await client.upload(await solidImage('jpeg'))).body as Media;
    const created = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'photo', mediaId: image.id, caption: '  First dive ', tags: ['sea', 'sea', 'reef'] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      type: 'photo',
      mediaId: image.id,
      url: `/media/${image.id}`,
      thumbUrl: `/media/${image.id}/thumb`,
      content: null,
      caption: 'First dive',
      tags: ['sea', 'reef'],
      isPublic: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      addedBy: { id: userId, name: 'Fah Tester' },
    });
    const memory = created.body;

    const list = await client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([memory]);

    const patched = await client.json<Memory>(`/api/memories/${memory.id}`, {
      method: 'PATCH',
      body: { caption: null, tags: ['ocean'], isPublic: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...memory, caption: null, tags: ['ocean'], isPublic: true });
    const noContent = await client.json(`/api/memories/${memory.id}`, {
      method: 'PATCH',
      body: { content: '<p>photos have no text</p>' },
    });
    expect(noContent.status).toBe(400);

    const before = files();
    expect((await client.request(`/api/memories/${memory.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(files()).toBe(before - 2);
    expect(await countRows('memory', userId)).toBe(0);
    expect(await countRows('media', userId)).toBe(0);
    expect((await client.request(image.url)).status).toBe(404);
    expect((await client.request(`/api/memories/${memory.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await client.json<Usage>('/api/me/usage')).body.storageBytes).toBe(0);
  });

  it('stores MP4 and WebM videos as uploaded, with an optional poster, and serves byte ranges', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const mp4 = fakeMp4(10_000);
    const poster = await solidImage('png', 320, 180);
    const uploaded = await uploadVideo(client, mp4, poster);
    expect(uploaded.status).toBe(201);
    const video = uploaded.body as Media;
    expect(video).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
      url: `/media/${video.id}`,
      thumbUrl: `/media/${video.id}/thumb`,
    });
    expect(video.bytes).toBeGreaterThan(mp4.length);

    const whole = await client.request(video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await whole.arrayBuffer()).equals(mp4)).toBe(true);
    const thumb = await client.request(video.thumbUrl as string);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');

    const ranges: Array<[string, number, number]> = [
      ['bytes=100-199', 100, 199],
      ['bytes=9990-', 9990, 9999],
      ['bytes=-25', 9975, 9999],
      ['bytes=9000-20000', 9000, 9999],
      ['bytes=0-0', 0, 0],
    ];
    for (const [header, start, end] of ranges) {
      const res = await client.request(video.url, { headers: { range: header } });
      expect(res.status, header).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(start, end + 1)), header).toBe(true);
    }
    for (const header of ['bytes=10000-', 'bytes=20000-20010', 'bytes=-0']) {
      const res = await client.request(video.url, { headers: { range: header } });
      expect(res.status, header).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */10000');
    }
    // Several ranges or another unit: the whole file, as the RFC allows.
    expect((await client.request(video.url, { headers: { range: 'bytes=0-1,5-6' } })).status).toBe(200);
    // Another user cannot read a range of it either.
    const other = await signInVerifiedUser(t);
    expect((await other.client.request(video.url, { headers: { range: 'bytes=0-9' } })).status).toBe(404);

    const memory = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'video', mediaId: video.id, caption: 'Descent', isPublic: true },
    });
    expect(memory.status).toBe(201);
    expect(memory.body).toMatchObject({
      type: 'video',
      mediaId: video.id,
      url: video.url,
      thumbUrl: video.thumbUrl,
      content: null,
      isPublic: true,
    });

    const webm = await uploadVideo(client, fakeWebm(2048));
    expect(webm.status).toBe(201);
    expect(webm.body).toMatchObject({ kind: 'video', mime: 'video/webm', thumbUrl: null });
    const webmMemory = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'video', mediaId: webm.body.id },
    });
    expect(webmMemory.body).toMatchObject({ type: 'video', thumbUrl: null });

    // The kind of media must match the kind of memory.
    const photoOfVideo = await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'photo', mediaId: video.id },
    });
    expect(photoOfVideo.status).toBe(400);
    const image = (await client.upload(await solidImage('jpeg'))).body as Media;
    const videoOfPhoto = await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'video', mediaId: image.id },
    });
    expect(videoOfPhoto.status).toBe(400);
  });

  it('judges videos by content and limits them by the remaining storage', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    const before = files();
    for (const bytes of [await solidImage('jpeg'), Buffer.from('<!doctype html><script>x</script>')]) {
      const res = await uploadVideo(client, bytes);
      expect(res.status).toBe(415);
      expect(errorCode(res.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const toImageRoute = await client.upload(fakeMp4(), 'clip.mp4', 'video/mp4');
    expect(toImageRoute.status).toBe(415);
    expect((toImageRoute.body as ErrorBody).error.message).toContain('?kind=video');
    const badPoster = await uploadVideo(client, fakeMp4(), Buffer.from('not an image'));
    expect(badPoster.status).toBe(415);
    expect(files()).toBe(before);

    // Nearly full: the free plan's storage less 512 KB used.
    await t.db
      .insertInto('media')
      .values({
        id: `seed-${userId}`,
        userId,
        kind: 'image',
        mime: 'image/jpeg',
        bytes: FREE_STORAGE - 512 * 1024,
        width: 1,
        height: 1,
        storageKey: 'e'.repeat(32),
        thumbKey: null,
        sha256: '0'.repeat(64),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const tooBig = await uploadVideo(client, fakeMp4(600 * 1024));
    expect(tooBig.status).toBe(422);
    expect(tooBig.body).toEqual({
      error: {
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: `Free plan allows ${megabytes(FREE_STORAGE)} MB of storage.`,
      },
    });
    expect((await declareUpload(client, '/api/media?kind=video', 50 * 1024 * 1024)).status).toBe(422);
    // Streamed without a length: refused once past the remaining storage, not read to the end.
    const streamed = await streamUpload(client, '/api/media?kind=video', 60 * 1024 * 1024);
    expect(streamed.status).toBe(422);
    expect(streamed.sent).toBeLessThan(10 * 1024 * 1024);
    expect(files()).toBe(before);

    const fits = await uploadVideo(client, fakeMp4(300 * 1024));
    expect(fits.status).toBe(201);
    expect((await client.json<Usage>('/api/me/usage')).body.storageBytes).toBeLessThanOrEqual(FREE_STORAGE);
  });

  it('sanitises notes: no script, handler, javascript: URL, style, iframe or svg survives', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const vectors = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '<svg onload=alert(3)><circle r=1 /></svg>',
      '<a href="javascript:alert(4)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(5)">click2</a>',
      '<p style="background:url(javascript:alert(6))">styled</p>',
      '<p style="width: expression(alert(7))" class="x" onclick="alert(8)">expr</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="data:text/html,<script>alert(9)</script>">data</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(10)>',
    ];
    const safe =
      '<h2>Day one</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<pre><code>x = 1</code></pre><p><a href="https://example.com/a?b=1">link</a> <a href="mailto:a@example.com">mail</a></p>';
    const res = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: `${safe}${vectors.join('')}`, isPublic: true },
    });
    expect(res.status).toBe(201);
    const stored = res.body.content as string;
    expect(res.body).toMatchObject({ type: 'note', url: null, thumbUrl: null, mediaId: null });
    for (const bad of [
      /<script/i,
      /<img/i,
      /<svg/i,
      /<iframe/i,
      /<style/i,
      /<math/i,
      /javascript/i,
      /expression/i,
      /\son\w+=/i,
      /style=/i,
      /class=/i,
      /data:/i,
      /alert/i,
    ]) {
      expect(stored, String(bad)).not.toMatch(bad);
    }
    expect(stored).toContain('<h2>Day one</h2>');
    expect(stored).toContain('<strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s>');
    expect(stored).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>');
    expect(stored).toContain('<pre><code>x = 1</code></pre>');
    expect(stored).toContain(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(stored).toContain(
      '<a href="mailto:a@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
    expect(stored).toContain('<p>styled</p>');

    // The same rules apply on edit; a note that is nothing but script is refused.
    const edited = await client.json<Memory>(`/api/memories/${res.body.id}`, {
      method: 'PATCH',
      body: { content: '<p onmouseover="alert(1)">edited</p><script>alert(2)</script>' },
    });
    expect(edited.body.content).toBe('<p>edited</p>');
    const empty = await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<script>alert(1)</script>' },
    });
    expect(empty.status).toBe(400);
    const stored2 = await t.db
      .selectFrom('memory')
      .select('content')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(stored2.content).toBe('<p>edited</p>');
  });

  it('validates memory bodies with 4xx', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    for (const body of [
      { type: 'audio', mediaId: 'x' },
      { type: 'photo' },
      { type: 'note', content: '' },
      { type: 'note', content: 'x', tags: Array.from({ length: MEMORY_TAGS_MAX + 1 }, (_, i) => `t${i}`) },
      { type: 'note', content: 'x', tags: ['t'.repeat(MEMORY_TAG_MAX + 1)] },
      { type: 'note', content: 'x', caption: 'c'.repeat(MEMORY_CAPTION_MAX + 1) },
      // 100 KB of UTF-8: Thai letters are three bytes each, so far fewer characters fit.
      { type: 'note', content: `<p>${'ก'.repeat(MEMORY_NOTE_MAX_BYTES / 3)}</p>` },
    ]) {
      const res = await client.json(`/api/bucket-list/${goal.id}/memories`, { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorCode(res.body)).toBe('VALIDATION_FAILED');
    }
    const missing = await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'photo', mediaId: 'no-such-media' },
    });
    expect(missing.status).toBe(404);
    expect((await new TestClient(t).json(`/api/bucket-list/${goal.id}/memories`)).status).toBe(401);
  });

  it('accepts a note of the full 100 KB, more than the default body limit, and 20 tags of 40 characters', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const content = `<p>${'ก'.repeat((MEMORY_NOTE_MAX_BYTES - 7) / 3)}</p>`;
    expect(new TextEncoder().encode(content).length).toBe(MEMORY_NOTE_MAX_BYTES);
    const tags = Array.from({ length: MEMORY_TAGS_MAX }, (_, i) => `${i}`.padEnd(MEMORY_TAG_MAX, 'x'));
    const res = await client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content, tags },
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(content);
    expect(res.body.tags).toEqual(tags);
  });

  it("answers 404 on every memory route for another user's goal, memory or media", async () => {
    const owner = await signInVerifiedUser(t);
    const other = await signInVerifiedUser(t);
    const goal = await newGoal(owner.client);
    const image = (await owner.client.upload(await solidImage('jpeg'))).body as Media;
    const memory = (
      await owner.client.json<Memory>(`/api/bucket-list/${goal.id}/memories`, {
        body: { type: 'photo', mediaId: image.id },
      })
    ).body;
    const c = other.client;
    expect((await c.json(`/api/bucket-list/${goal.id}/memories`)).status).toBe(404);
    const post = await c.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: 'hi' },
    });
    expect(post.status).toBe(404);
    const patch = await c.json(`/api/memories/${memory.id}`, { method: 'PATCH', body: { caption: 'mine' } });
    expect(patch.status).toBe(404);
    expect((await c.request(`/api/memories/${memory.id}`, { method: 'DELETE' })).status).toBe(404);
    // Their own goal, but the owner's image: not found either.
    const ownGoal = await newGoal(c);
    const borrowed = await c.json(`/api/bucket-list/${ownGoal.id}/memories`, {
      body: { type: 'photo', mediaId: image.id },
    });
    expect(borrowed.status).toBe(404);
    // Nothing changed for the owner.
    const list = await owner.client.json<Memory[]>(`/api/bucket-list/${goal.id}/memories`);
    expect(list.body).toEqual([memory]);
  });

  it('deleting a goal deletes its memories and their files, keeping media still used elsewhere', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    await makePro(t, userId);
    const goal = await newGoal(client);
    const keeper = await newGoal(client, 'Keep me');
    const filesBefore = files();
    const goalImage = (await client.upload(await solidImage('jpeg'))).body as Media;
    await client.json(`/api/bucket-list/${goal.id}`, { method: 'PATCH', body: { imageId: goalImage.id } });
    const photo = (await client.upload(await solidImage('png'))).body as Media;
    const shared = (await client.upload(await solidImage('webp'))).body as Media;
    const video = (await uploadVideo(client, fakeMp4(), await solidImage('png'))).body as Media;
    for (const [type, mediaId] of [
      ['photo', photo.id],
      ['photo', shared.id],
      ['video', video.id],
    ] as const) {
      expect(
        (await client.json(`/api/bucket-list/${goal.id}/memories`, { body: { type, mediaId } })).status,
      ).toBe(201);
    }
    await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'note', content: '<p>hi</p>' },
    });
    // The same image is also a memory of another goal: it must survive.
    await client.json(`/api/bucket-list/${keeper.id}/memories`, {
      body: { type: 'photo', mediaId: shared.id },
    });
    expect((await client.json(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Reef' } })).status).toBe(
      201,
    );
    expect(files()).toBe(filesBefore + 8);
    expect(await countRows('memory', userId)).toBe(5);
    expect(await countRows('media', userId)).toBe(4);

    expect((await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await countRows('memory', userId)).toBe(1);
    expect(await countRows('share', userId)).toBe(0);
    expect(await countRows('media', userId)).toBe(1);
    expect(files()).toBe(filesBefore + 2);
    expect((await client.request(shared.url)).status).toBe(200);
    for (const url of [goalImage.url, photo.url, video.url])
      expect((await client.request(url)).status).toBe(404);
  });

  it('the unused-upload sweep keeps media that memories use and removes abandoned videos', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const used = (await client.upload(await solidImage('jpeg'))).body as Media;
    const usedVideo = (await uploadVideo(client, fakeMp4())).body as Media;
    const abandoned = (await uploadVideo(client, fakeWebm())).body as Media;
    await client.json(`/api/bucket-list/${goal.id}/memories`, { body: { type: 'photo', mediaId: used.id } });
    await client.json(`/api/bucket-list/${goal.id}/memories`, {
      body: { type: 'video', mediaId: usedVideo.id },
    });
    expect(await sweepUnusedUploads(t.db, t.blobs, -1000)).toBeGreaterThanOrEqual(1);
    expect((await client.request(used.url)).status).toBe(200);
    expect((await client.request(usedVideo.url)).status).toBe(200);
    expect((await client.request(abandoned.url)).status).toBe(404);
  });
});
