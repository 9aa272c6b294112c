import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithEarlyAnswers } from '../../src/server/early-answers';
import type { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
/** The app served as `main.ts` serves it: early answers first. */
let early: Server;
/** The same app without early answers: every request goes the full way. */
let full: Server;
let answeredEarly = 0;

function listen(withEarly: boolean): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: t.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        ...(withEarly && {
          createServer: serverWithEarlyAnswers(async (req, res) => {
            const answered = await (t.app.answerEarly(req, res) || false);
            if (answered) answeredEarly += 1;
            return answered;
          }),
        }),
      },
      () => resolve(server as Server),
    );
  });
}

beforeAll(async () => {
  t = await createTestApp();
  early = await listen(true);
  full = await listen(false);
});
afterAll(async () => {
  early.closeAllConnections();
  full.closeAllConnections();
  await Promise.all([early, full].map((s) => new Promise((r) => s.close(r))));
  await t.close();
});

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A GET over the socket, as a browser sends it; the answer without the headers that differ per request. */
async function get(server: Server, path: string, client: TestClient, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { cookie: cookieOf(client), ...headers },
  });
  const kept = [...res.headers].filter(
    ([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name),
  );
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: res.status, headers: Object.fromEntries(kept), body: await res.text() };
}

/** The same request to both servers, the early one asked twice so that its second answer is kept. */
async function bothWays(path: string, client: TestClient, headers: Record<string, string> = {}) {
  await get(early, path, client, headers);
  const before = answeredEarly;
  const fromEarly = await get(early, path, client, headers);
  return { fromEarly, fromFull: await get(full, path, client, headers), early: answeredEarly > before };
}

describe(`early answers on ${engine}`, () => {
  it('send what the full route sends, byte for byte, for the first page, a 304 and the usage', async () => {
    const { client } = await signInVerifiedUser(t);
    for (const title of ['Walk the Camino', 'See the aurora']) {
      expect((await client.request('/api/bucket-list', { body: { title, category: 'Travel' } })).status).toBe(
        201,
      );
    }
    const list = await bothWays('/api/bucket-list', client);
    expect(list.early).toBe(true);
    expect(list.fromEarly.status).toBe(200);
    expect(list.fromEarly).toEqual(list.fromFull);
    expect(JSON.parse(list.fromEarly.body).items.map((g: { title: string }) => g.title)).toEqual([
      'See the aurora',
      'Walk the Camino',
    ]);
    expect(list.fromEarly.headers['content-security-policy']).toContain("default-src 'self'");

    const etag = list.fromEarly.headers.etag as string;
    const revalidated = await bothWays('/api/bucket-list', client, { 'if-none-match': etag });
    expect(revalidated.early).toBe(true);
    expect(revalidated.fromEarly.status).toBe(304);
    expect(revalidated.fromEarly).toEqual(revalidated.fromFull);

    const usage = await bothWays('/api/me/usage', client);
    expect(usage.early).toBe(true);
    expect(usage.fromEarly).toEqual(usage.fromFull);
    expect(JSON.parse(usage.fromEarly.body)).toMatchObject({ goalCount: 2 });
  });

  it('answer a write made since with the new list', async () => {
    const { client } = await signInVerifiedUser(t);
    await bothWays('/api/bucket-list', client);
    expect(
      (await client.request('/api/bucket-list', { body: { title: 'Learn to sail', category: 'Adventure' } }))
        .status,
    ).toBe(201);
    const after = await get(early, '/api/bucket-list', client);
    expect(JSON.parse(after.body).items.map((g: { title: string }) => g.title)).toEqual(['Learn to sail']);
    expect(JSON.parse((await get(early, '/api/me/usage', client)).body)).toMatchObject({ goalCount: 1 });
  });

  it('stop at once for a session signed out, and for an account suspended through the admin API', async () => {
    const user = await signInVerifiedUser(t);
    const signedOutCookies = new Map(user.client.cookies);
    expect((await bothWays('/api/me/usage', user.client)).early).toBe(true);
    expect((await user.client.json('/api/auth/sign-out', { body: {} })).status).toBe(200);
    user.client.cookies.clear();
    for (const [k, v] of signedOutCookies) user.client.cookies.set(k, v);
    const afterSignOut = await get(early, '/api/me/usage', user.client);
    expect(afterSignOut.status).toBe(401);
    expect(JSON.parse(afterSignOut.body)).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const admin = await signInVerifiedUser(t, 'Admin');
    await t.db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const member = await signInVerifiedUser(t);
    expect((await bothWays('/api/bucket-list', member.client)).early).toBe(true);
    const banned = await admin.client.json('/api/auth/admin/ban-user', { body: { userId: member.id } });
    expect(banned.status).toBe(200);
    for (const path of ['/api/bucket-list', '/api/me/usage']) {
      expect((await get(early, path, member.client)).status).toBe(401);
    }
  });

  it('leave everything else to the full route: no cookie, a query, another method', async () => {
    const { client } = await signInVerifiedUser(t);
    await bothWays('/api/bucket-list', client);
    const before = answeredEarly;
    const { port } = early.address() as AddressInfo;
    const anonymous = await fetch(`http://127.0.0.1:${port}/api/me/usage`);
    expect(anonymous.status).toBe(401);
    expect((await get(early, '/api/bucket-list?limit=1', client)).status).toBe(200);
    const head = await fetch(`http://127.0.0.1:${port}/api/bucket-list`, {
      method: 'HEAD',
      headers: { cookie: cookieOf(client) },
    });
    expect(head.status).toBe(200);
    expect(answeredEarly).toBe(before);
  });

  it('are answered by the same layers as when they were written: a new layer must join early-answers.ts', () => {
    // Each layer the full route runs for these reads, in order. An early answer does what each of
    // them does for a verified user's GET with no body: counted in the request metrics, a request
    // id, the security headers, no NUL in an exact path, no body, no write to forget, a Cache-
    // Control of the route's own, no origin check for a GET, the shared session reader, the
    // verified-user rule. A layer added here must be done there too (or the path dropped there).
    const layers = (path: string) =>
      (t.app.router.match('GET', path)[0] as [[unknown, { method: string; path: string }], unknown][]).map(
        ([[, route]]) => `${route.method} ${route.path}`,
      );
    const common = [
      'ALL /*',
      'ALL /*',
      'ALL /*',
      'ALL /*',
      'ALL /*',
      'ALL /*',
      'ALL /api/*',
      'ALL /api/*',
      'ALL /api/*',
    ];
    // After the handler come layers of other routes under the same prefix, which it never reaches.
    expect(layers('/api/me/usage')).toEqual([
      ...common,
      'ALL /api/me/*',
      'GET /api/me/usage',
      'GET /api/me/usage',
      'ALL /api/me/*',
      'ALL /api/me/*',
      'ALL /api/me/*',
      'ALL /api/*',
    ]);
    expect(layers('/api/bucket-list')).toEqual([
      ...common,
      'ALL /api/bucket-list/*',
      'GET /api/bucket-list',
      'GET /api/bucket-list',
      'GET /api/bucket-list',
      'ALL /api/bucket-list/*',
      'ALL /api/bucket-list/*',
      'ALL /api/bucket-list/*',
      'ALL /api/bucket-list/*',
      'ALL /api/bucket-list/*',
      'ALL /api/*',
    ]);
  });
});
