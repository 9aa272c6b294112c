import type { Media } from '@common/media';
import { PLAN_LIMITS } from '@common/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer } from '../support/image-server';
import { jpegWithGps } from '../support/images';
import { useStorage } from '../support/storage';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

let demo: TestApp;
let production: TestApp;
let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  const photo = await jpegWithGps();
  images = await startImageServer({
    '/photo.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    '/hop': (_req, res) => res.writeHead(302, { location: '/photo.jpg' }).end(),
    '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.20.30.40/photo.jpg' }).end(),
    '/to-metadata': (_req, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/' }).end(),
    '/to-v4-compatible': (_req, res) =>
      res.writeHead(302, { location: `http://[::127.0.0.1]:${images.port}/photo.jpg` }).end(),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/page.html': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>'),
    '/huge.jpg': (_req, res) => {
      // Lies about nothing, but never ends within the limit: 8 MB of JPEG-looking bytes, no length.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      for (let i = 0; i < 128; i++) res.write(Buffer.alloc(64 * 1024));
      res.end();
    },
  });
  [demo, production] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { mode: 'production' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo.close(), production.close(), images.close()]);
});

type ErrorBody = { error: { code: string } };

describe('image by URL', () => {
  it('fetches an image from a local server in demo mode, following a redirect, metadata stripped', async () => {
    const { client } = await signInVerifiedUser(demo);
    const direct = await client.json<Media>('/api/media/from-url', {
      body: { url: images.url('/photo.jpg') },
    });
    expect(direct.status).toBe(201);
    expect(direct.body).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 64, height: 48 });
    const redirected = await client.json<Media>('/api/media/from-url', { body: { url: images.url('/hop') } });
    expect(redirected.status).toBe(201);
    const served = await client.request(redirected.body.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('refuses private targets even in demo mode, checking every redirect hop', async () => {
    const { client } = await signInVerifiedUser(demo);
    for (const url of [
      images.url('/to-private'),
      images.url('/to-metadata'),
      'http://10.0.0.1/x.jpg',
      'http://192.168.1.1/x.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/x.jpg',
      'http://[fe80::1]/x.jpg',
      'http://[::ffff:10.0.0.1]/x.jpg',
    ]) {
      const res = await client.json<ErrorBody>('/api/media/from-url', { body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.error.code, url).toBe('URL_NOT_ALLOWED');
    }
  });

  it('refuses a user with no storage left before fetching anything', async () => {
    const { client, id: userId } = await signInVerifiedUser(demo);
    await useStorage(demo, userId, PLAN_LIMITS.free.storageBytes);
    const hitsBefore = images.hits.length;
    const res = await client.json<ErrorBody>('/api/media/from-url', {
      body: { url: images.url('/photo.jpg') },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(images.hits.length).toBe(hitsBefore);
  });

  it('answers clear errors for what a remote server sends back', async () => {
    const { client } = await signInVerifiedUser(demo);
    const cases: [string, number, string][] = [
      ['/missing.jpg', 422, 'IMAGE_FETCH_FAILED'],
      ['/loop', 422, 'IMAGE_FETCH_FAILED'],
      ['/page.html', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['/huge.jpg', 413, 'FILE_TOO_LARGE'],
    ];
    for (const [path, status, code] of cases) {
      const res = await client.json<ErrorBody>('/api/media/from-url', { body: { url: images.url(path) } });
      expect(res.status, path).toBe(status);
      expect(res.body.error.code, path).toBe(code);
    }
    const ftp = await client.json<ErrorBody>('/api/media/from-url', {
      body: { url: 'ftp://example.com/a.jpg' },
    });
    expect(ftp.status).toBe(400);
    expect(ftp.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses loopback in production mode without connecting', async () => {
    const { client } = await signInVerifiedUser(production);
    const hitsBefore = images.hits.length;
    for (const url of [
      images.url('/photo.jpg'),
      `http://localhost:${images.port}/photo.jpg`,
      `http://[::1]:${images.port}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${images.port}/photo.jpg`,
      `http://0.0.0.0:${images.port}/photo.jpg`,
    ]) {
      const res = await client.json<ErrorBody>('/api/media/from-url', { body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.error.code, url).toBe('URL_NOT_ALLOWED');
    }
    expect(images.hits.length).toBe(hitsBefore);
  });

  it('refuses IPv6 forms that embed a non-public IPv4 address in production mode, without connecting', async () => {
    const { client } = await signInVerifiedUser(production);
    const hitsBefore = images.hits.length;
    for (const host of [
      '[::127.0.0.1]',
      '[::7f00:1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:7f00:1::1]',
      '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      '[::]',
    ]) {
      const url = `http://${host}:${images.port}/photo.jpg`;
      const res = await client.json<ErrorBody>('/api/media/from-url', { body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.error.code, url).toBe('URL_NOT_ALLOWED');
    }
    expect(images.hits.length).toBe(hitsBefore);
  });

  it('refuses an IPv4-compatible loopback address behind a redirect even in demo mode', async () => {
    const { client } = await signInVerifiedUser(demo);
    const hitsBefore = images.hits.length;
    const res = await client.json<ErrorBody>('/api/media/from-url', {
      body: { url: images.url('/to-v4-compatible') },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('URL_NOT_ALLOWED');
    // Only the redirecting hop was fetched, never the image behind it.
    expect(images.hits.slice(hitsBefore)).toEqual(['/to-v4-compatible']);
  });
});
