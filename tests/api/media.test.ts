import { randomBytes } from 'node:crypto';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import type { Goal, Usage } from '@common/goals';
import { IMAGE_MAX_BYTES, type Media } from '@common/media';
import { megabytes, PLAN_LIMITS } from '@common/plans';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles, sweepUnusedUploads } from '../../src/server/features/media';
import { newBlobKey } from '../../src/server/storage/blob-store';
import { TestClient } from '../support/http-client';
import { blackPng, jpegWithGps, noiseJpeg, solidImage } from '../support/images';
import { countMediaFiles } from '../support/media-files';
import { declareUpload, streamUpload } from '../support/oversized-uploads';
import { useStorage } from '../support/storage';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';
import { fakeMp4, uploadVideo } from '../support/videos';

const FREE_QUOTA_MESSAGE = `Free plan allows ${megabytes(PLAN_LIMITS.free.storageBytes)} MB of images.`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string } };
const errorCode = (body: unknown) => (body as ErrorBody).error.code;

async function bytesOf(res: Response) {
  return Buffer.from(await res.arrayBuffer());
}

describe(`media on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('stores an upload re-encoded and serves it to its owner with cache headers', async () => {
    const { client } = await signInVerifiedUser(t);
    const source = await solidImage('png', 1600, 900);
    const uploaded = await client.upload(source, 'wide.png', 'image/png');
    expect(uploaded.status).toBe(201);
    const media = uploaded.body as Media;
    expect(media).toEqual({
      id: expect.any(String),
      kind: 'image',
      mime: 'image/jpeg',
      bytes: expect.any(Number),
      width: 1200,
      height: 675,
      url: `/media/${media.id}`,
      thumbUrl: `/media/${media.id}/thumb`,
      createdAt: expect.any(String),
    });

    const file = await client.request(media.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe('inline');
    expect(file.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const etag = file.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const body = await bytesOf(file);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 675 });

    const thumb = await client.request(media.thumbUrl as string);
    expect(thumb.status).toBe(200);
    const thumbBody = await bytesOf(thumb);
    const thumbMeta = await sharp(thumbBody).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([400, 225]);
    // The quota counts what is stored: the image and its thumbnail.
    expect(media.bytes).toBe(body.length + thumbBody.length);

    const again = await client.request(media.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const usage = await client.json<Usage>('/api/me/usage');
    expect(usage.body.storageBytes).toBe(media.bytes);
  });

  it('accepts GIF and WebP, and keeps transparency as WebP', async () => {
    const { client } = await signInVerifiedUser(t);
    const gif = await client.upload(await solidImage('gif'), 'a.gif', 'image/gif');
    expect(gif.status).toBe(201);
    expect(gif.body.mime).toMatch(/^image\/(jpeg|webp)$/);
    const webp = await client.upload(await solidImage('webp', 40, 30, true), 'a.webp', 'image/webp');
    expect(webp.status).toBe(201);
    expect(webp.body.mime).toBe('image/webp');
    const served = await client.request(webp.body.url as string);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(await bytesOf(served)).metadata()).hasAlpha).toBe(true);
  });

  it('judges the type by content: HTML named .jpg, SVG and text are 415', async () => {
    const { client } = await signInVerifiedUser(t);
    const filesBefore = countMediaFiles(t.config.mediaDir);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [bytes, name, type] of [
      [html, 'cat.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [Buffer.from('just some text'), 'notes.gif', 'image/gif'],
    ] as const) {
      const res = await client.upload(bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(errorCode(res.body)).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // A JPEG signature on a broken body is refused with a clear 4xx, not a 500.
    const broken = await client.upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)]),
    );
    expect(broken.status).toBe(422);
    expect(errorCode(broken.body)).toBe('IMAGE_UNREADABLE');
    expect(countMediaFiles(t.config.mediaDir)).toBe(filesBefore);
  });

  it('refuses an image over the size limit: by Content-Length, by the file size, and while streaming', async () => {
    const { client } = await signInVerifiedUser(t);
    const tooBig = Buffer.concat([await noiseJpeg(64), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(tooBig.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const justOver = tooBig.subarray(0, IMAGE_MAX_BYTES + 1);
    const res = await client.upload(justOver);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'FILE_TOO_LARGE', message: `The file is larger than ${megabytes(IMAGE_MAX_BYTES)} MB.` },
    });

    expect((await declareUpload(client, '/api/media', 10 * 1024 * 1024)).status).toBe(413);

    // No Content-Length: the body is counted as it arrives and the upload stops past the limit.
    const streamed = await streamUpload(client, '/api/media', 20 * 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(5 * 1024 * 1024);
  });

  it('answers 4xx to malformed uploads', async () => {
    const { client } = await signInVerifiedUser(t);
    const json = await client.json('/api/media', { body: { file: 'x' } });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('picture', new Blob([await solidImage('png')]), 'a.png');
    const wrongField = await client.send('/api/media', { method: 'POST', body: form });
    expect(wrongField.status).toBe(400);
    const empty = await client.upload(new Uint8Array(0));
    expect(empty.status).toBe(400);
    const garbage = await client.send('/api/media', {
      method: 'POST',
      body: '--nope\r\nthis is not multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    });
    expect(garbage.status).toBe(400);
    expect(errorCode(await garbage.json())).toBe('VALIDATION_FAILED');
  });

  it('strips EXIF and GPS from the stored image and its thumbnail', async () => {
    const { client } = await signInVerifiedUser(t);
    const source = await jpegWithGps();
    const sourceMeta = await sharp(source).metadata();
    expect(sourceMeta.exif?.length).toBeGreaterThan(0);
    const res = await client.upload(source);
    expect(res.status).toBe(201);
    for (const url of [res.body.url, res.body.thumbUrl] as string[]) {
      const served = await bytesOf(await client.request(url));
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(served.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('refuses a 14000 x 14000 decompression bomb quickly with 422', async () => {
    const { client } = await signInVerifiedUser(t);
    const bomb = blackPng(14_000, 14_000);
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const started = performance.now();
    const res = await client.upload(bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(422);
    expect(errorCode(res.body)).toBe('IMAGE_TOO_LARGE_DIMENSIONS');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an image of a user with no storage left before decoding it', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    await useStorage(t, userId, PLAN_LIMITS.free.storageBytes);
    // Decoding this one would be refused for its pixels; the quota answers first.
    const res = await client.upload(blackPng(14_000, 14_000), 'bomb.png', 'image/png');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'STORAGE_QUOTA_EXCEEDED', message: FREE_QUOTA_MESSAGE },
    });
    expect((await client.upload(await solidImage('jpeg'))).status).toBe(422);
    expect((await client.json<Usage>('/api/me/usage')).body.storageBytes).toBe(PLAN_LIMITS.free.storageBytes);
  });

  it("refuses a video's poster before decoding it when the video alone fills the storage", async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    const video = fakeMp4(5000);
    await useStorage(t, userId, PLAN_LIMITS.free.storageBytes - video.length);
    const res = await uploadVideo(client, video, blackPng(14_000, 14_000));
    expect(res.status).toBe(422);
    expect(errorCode(res.body)).toBe('STORAGE_QUOTA_EXCEEDED');
    // Without a poster the same video fits exactly.
    expect((await uploadVideo(client, video)).status).toBe(201);
  });

  it('never lets concurrent uploads push a user over the storage quota', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    const limit = PLAN_LIMITS.free.storageBytes;
    // A user close to the quota: room for about one image at its largest.
    await t.db
      .insertInto('media')
      .values({
        id: `seed-${userId}`,
        userId,
        kind: 'image',
        mime: 'image/jpeg',
        bytes: limit - IMAGE_MAX_BYTES,
        width: 1,
        height: 1,
        storageKey: 'f'.repeat(32),
        thumbKey: null,
        sha256: '0'.repeat(64),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const filesBefore = countMediaFiles(t.config.mediaDir);
    const uploads = await Promise.all(Array.from({ length: 12 }, () => noiseJpeg(1100)));
    expect(uploads.every((u) => u.length > 500_000 && u.length <= IMAGE_MAX_BYTES)).toBe(true);
    const results = await Promise.all(uploads.map((bytes) => client.upload(bytes)));

    const accepted = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(accepted.length + refused.length).toBe(12);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(errorCode(r.body)).toBe('STORAGE_QUOTA_EXCEEDED');
    expect((refused[0]?.body as ErrorBody | undefined)?.error.message).toBe(FREE_QUOTA_MESSAGE);

    const usage = (await client.json<Usage>('/api/me/usage')).body;
    expect(usage.storageBytes).toBeLessThanOrEqual(limit);
    expect(usage.storageBytes).toBe(
      limit - IMAGE_MAX_BYTES + accepted.reduce((sum, r) => sum + (r.body.bytes as number), 0),
    );
    // Refused uploads leave no files behind: two files (image + thumbnail) per accepted one.
    expect(countMediaFiles(t.config.mediaDir) - filesBefore).toBe(accepted.length * 2);
  });

  it('keeps media private: 404 for other users and signed-out visitors', async () => {
    const owner = await signInVerifiedUser(t);
    const other = await signInVerifiedUser(t);
    const media = (await owner.client.upload(await solidImage('jpeg'))).body as Media;
    for (const client of [other.client, new TestClient(t)]) {
      expect((await client.request(media.url)).status).toBe(404);
      expect((await client.request(media.thumbUrl as string)).status).toBe(404);
    }
    expect((await owner.client.request('/media/no-such-id')).status).toBe(404);
    const foreign = await other.client.json('/api/bucket-list', {
      body: { title: 'Borrowed picture', category: 'Other', imageId: media.id },
    });
    expect(foreign.status).toBe(404);
    const own = await other.client.json<Goal>('/api/bucket-list', {
      body: { title: 'Mine', category: 'Other' },
    });
    const patch = await other.client.json(`/api/bucket-list/${own.body.id}`, {
      method: 'PATCH',
      body: { imageId: media.id },
    });
    expect(patch.status).toBe(404);
    expect((await new TestClient(t).upload(await solidImage('jpeg'))).status).toBe(401);
  });

  it('deletes a goal image when the goal is deleted or its image replaced or cleared', async () => {
    const { client } = await signInVerifiedUser(t);
    const upload = async () => (await client.upload(await solidImage('jpeg'))).body as Media;
    const first = await upload();
    const created = await client.json<Goal>('/api/bucket-list', {
      body: { title: 'Build a house', category: 'Personal', imageId: first.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      imageId: first.id,
      imageUrl: `/media/${first.id}`,
      thumbUrl: `/media/${first.id}/thumb`,
    });
    const goalId = created.body.id;
    const files = () => countMediaFiles(t.config.mediaDir);

    const second = await upload();
    const withSecond = files();
    const replaced = await client.json<Goal>(`/api/bucket-list/${goalId}`, {
      method: 'PATCH',
      body: { imageId: second.id },
    });
    expect(replaced.body.imageUrl).toBe(`/media/${second.id}`);
    expect(files()).toBe(withSecond - 2);
    expect((await client.request(first.url)).status).toBe(404);

    const cleared = await client.json<Goal>(`/api/bucket-list/${goalId}`, {
      method: 'PATCH',
      body: { imageId: null },
    });
    expect(cleared.body).toMatchObject({ imageId: null, imageUrl: null, thumbUrl: null });
    expect(files()).toBe(withSecond - 4);

    const third = await upload();
    await client.json(`/api/bucket-list/${goalId}`, { method: 'PATCH', body: { imageId: third.id } });
    const before = files();
    const rowsBefore = await t.db.selectFrom('media').select('id').where('id', '=', third.id).execute();
    expect(rowsBefore).toHaveLength(1);
    expect((await client.request(`/api/bucket-list/${goalId}`, { method: 'DELETE' })).status).toBe(204);
    expect(files()).toBe(before - 2);
    expect(await t.db.selectFrom('media').select('id').where('id', '=', third.id).execute()).toEqual([]);
    expect((await client.json<Usage>('/api/me/usage')).body.storageBytes).toBe(0);
  });
});

describe('media file sweep', () => {
  it('removes only old files that no row points at, and is safe to re-run', async () => {
    const { client } = await signInVerifiedUser(t);
    const kept = (await client.upload(await solidImage('jpeg'))).body as Media;
    const orphan = newBlobKey();
    const fresh = newBlobKey();
    await t.blobs.put(orphan, Buffer.from('left behind'));
    await t.blobs.put(fresh, Buffer.from('upload in flight'));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(t.config.mediaDir, orphan.slice(0, 2), orphan), old, old);

    const before = countMediaFiles(t.config.mediaDir);
    expect(await sweepOrphanFiles(t.db, t.blobs, 60 * 60 * 1000)).toBe(1);
    expect(countMediaFiles(t.config.mediaDir)).toBe(before - 1);
    expect(await t.blobs.get(orphan)).toBeNull();
    expect(await t.blobs.get(fresh)).not.toBeNull();
    expect(await sweepOrphanFiles(t.db, t.blobs, 60 * 60 * 1000)).toBe(0);
    expect((await client.request(kept.url)).status).toBe(200);
  });

  it('removes abandoned uploads that no goal uses, freeing their quota', async () => {
    const { client } = await signInVerifiedUser(t);
    const used = (await client.upload(await solidImage('jpeg'))).body as Media;
    const abandoned = (await client.upload(await solidImage('png'))).body as Media;
    await client.json('/api/bucket-list', {
      body: { title: 'Fly', category: 'Adventure', imageId: used.id },
    });
    const before = (await client.json<{ storageBytes: number }>('/api/me/usage')).body.storageBytes;

    expect(await sweepUnusedUploads(t.db, t.blobs, 60 * 60 * 1000)).toBe(0);
    expect(await sweepUnusedUploads(t.db, t.blobs, -1000)).toBeGreaterThanOrEqual(1);

    expect((await client.request(abandoned.url)).status).toBe(404);
    expect((await client.request(used.url)).status).toBe(200);
    const after = (await client.json<{ storageBytes: number }>('/api/me/usage')).body.storageBytes;
    expect(after).toBe(before - abandoned.bytes);
  });
});
