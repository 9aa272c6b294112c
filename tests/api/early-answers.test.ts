import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWithEarlyAnswers } from '../../src/server/early-answers';
import { forgetFeatureSwitches } from '../../src/server/feature-switches';
import { directUser } from '../support/direct-user';
import type { TestClient } from '../support/http-client';
import { createTestApp, TEST_IP_HEADER, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

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

/** A GET over the socket; the answer without the headers that differ per request. */
async function read(server: Server, path: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const kept = [...res.headers].filter(
    ([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name),
  );
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  return { status: res.status, headers: Object.fromEntries(kept), body: await res.text() };
}

/** A GET as a signed-in browser sends it. */
const get = (server: Server, path: string, client: TestClient, headers: Record<string, string> = {}) =>
  read(server, path, { cookie: client.cookieHeader(), ...headers });

/**
 * A GET written straight to the socket: fetch joins repeated headers into one line before sending,
 * and a browser behind some proxies sends its cookies in several. Status and body only.
 */
function rawGet(
  server: Server,
  path: string,
  headerLines: string[],
): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.write(
      [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headerLines, '', ''].join('\r\n'),
    );
  });
}

/** A goal shared by a Pro owner: its shared page's API path, and the owner to change it. */
async function sharedGoal(title: string) {
  const owner = await signInVerifiedUser(t);
  await makePro(t, owner.id);
  const goal = await owner.client.json<{ id: string }>('/api/bucket-list', {
    body: { title, category: 'Travel' },
  });
  const note = await owner.client.json(`/api/bucket-list/${goal.body.id}/memories`, {
    body: { type: 'note', content: '<p>ทะเล "blue" &amp; calm</p>', isPublic: true },
  });
  expect(note.status).toBe(201);
  const share = await owner.client.json<{ token: string }>(`/api/bucket-list/${goal.body.id}/share`, {
    body: { title: 'Come along' },
  });
  expect(share.status).toBe(201);
  return { owner, goalId: goal.body.id, path: `/api/shared/${share.body.token}` };
}

const readerAt = (address: string) => ({ [TEST_IP_HEADER]: address });
const viewCountOf = (answer: { body: string }) => JSON.parse(answer.body).share.viewCount as number;
/** An answer with what differs from view to view (the count, and so the length) left out. */
const uncounted = ({ status, headers, body }: Awaited<ReturnType<typeof read>>) => ({
  status,
  headers: { ...headers, 'content-length': undefined },
  body: body.replace(/"viewCount":\d+/, ''),
});

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
      headers: { cookie: client.cookieHeader() },
    });
    expect(head.status).toBe(200);
    expect(answeredEarly).toBe(before);
  });

  it('stop at once for an address no longer verified, with its answers kept, and leave it to the full route', async () => {
    const user = await directUser(t);
    for (const path of ['/api/bucket-list', '/api/me/usage']) {
      expect((await bothWays(path, user.client)).early).toBe(true);
    }
    // Through better-auth's adapter, as an address change does: it writes the flag in each
    // engine's own type and its hooks let the session reader know.
    await (await t.auth.$context).internalAdapter.updateUser(user.id, { emailVerified: false });
    const before = answeredEarly;
    for (const path of ['/api/bucket-list', '/api/me/usage']) {
      const fromEarly = await get(early, path, user.client);
      expect(fromEarly.status).toBe(403);
      expect(JSON.parse(fromEarly.body)).toMatchObject({
        error: { code: 'FORBIDDEN', message: 'Email not verified' },
      });
      expect(fromEarly).toEqual(await get(full, path, user.client));
    }
    expect(answeredEarly).toBe(before);
  });

  it('read a session cookie sent in a second Cookie header line as the full route reads it', async () => {
    const { client } = await signInVerifiedUser(t);
    await bothWays('/api/me/usage', client);
    const before = answeredEarly;
    const lines = ['Cookie: theme=dark', `Cookie: ${client.cookieHeader()}`];
    const fromEarly = await rawGet(early, '/api/me/usage', lines);
    const fromFull = await rawGet(full, '/api/me/usage', lines);
    expect(fromEarly.status).toBe(200);
    expect(JSON.parse(fromEarly.body)).toMatchObject({ goalCount: 0 });
    expect(fromEarly).toEqual(fromFull);
    expect(answeredEarly).toBe(before + 1);
  });

  it('send a shared page as the full route does, counting every view once and each address against its limit', async () => {
    const { path } = await sharedGoal('Sail to Koh Tao');
    const reader = readerAt('203.0.113.7');
    const first = await read(full, path, reader);
    const before = answeredEarly;
    const fromEarly = await read(early, path, reader);
    expect(answeredEarly).toBe(before + 1);
    const fromFull = await read(full, path, reader);
    expect(fromEarly.status).toBe(200);
    expect(uncounted(fromEarly)).toEqual(uncounted(fromFull));
    expect(JSON.parse(fromEarly.body)).toMatchObject({
      wish: { title: 'Sail to Koh Tao' },
      memories: [{ type: 'note', content: '<p>ทะเล "blue" &amp; calm</p>' }],
    });
    expect(fromEarly.headers['cache-control']).toBe('no-store');
    expect([viewCountOf(first), viewCountOf(fromEarly), viewCountOf(fromFull)]).toEqual([1, 2, 3]);

    // 120 reads a minute per address, the early ones counted with the full route's. (A kept page
    // lasts a moment, so a read in the loop may go the full way to keep it again.)
    for (let i = 3; i < 120; i += 1) expect((await read(early, path, reader)).status).toBe(200);
    expect(answeredEarly).toBeGreaterThan(before + 100);
    const beforeRefusal = answeredEarly;
    const refused = await read(early, path, reader);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(answeredEarly).toBe(beforeRefusal);
    const another = await read(early, path, readerAt('203.0.113.8'));
    expect(another.status).toBe(200);
    expect(viewCountOf(another)).toBe(121);
  });

  it('stop a shared page at once when its link is revoked or sharing is switched off', async () => {
    const revoked = await sharedGoal('Climb Doi Inthanon');
    const reader = readerAt('203.0.113.20');
    await read(early, revoked.path, reader);
    expect((await read(early, revoked.path, reader)).status).toBe(200);
    const stop = await revoked.owner.client.request(`/api/bucket-list/${revoked.goalId}/share`, {
      method: 'DELETE',
    });
    expect(stop.status).toBe(204);
    const gone = await read(early, revoked.path, reader);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });

    const live = await sharedGoal('Dive the Similans');
    await read(early, live.path, reader);
    expect((await read(early, live.path, reader)).status).toBe(200);
    const chief = await directUser(t, { role: 'super_admin' });
    const off = await chief.client.json('/api/admin/features', {
      method: 'PUT',
      body: { sharingEnabled: false },
    });
    expect(off.status).toBe(200);
    try {
      expect((await read(early, live.path, reader)).status).toBe(404);
    } finally {
      await chief.client.json('/api/admin/features', { method: 'PUT', body: { sharingEnabled: true } });
    }
    expect((await read(early, live.path, reader)).status).toBe(200);

    // Switched off by another instance: once this process's switches are stale, the page is too.
    expect((await read(early, live.path, reader)).status).toBe(200);
    const key = 'feature.sharingEnabled';
    await t.db.deleteFrom('siteSetting').where('key', '=', key).execute();
    await t.db
      .insertInto('siteSetting')
      .values({ key, value: 'false', updatedBy: null, updatedAt: new Date().toISOString() })
      .execute();
    forgetFeatureSwitches(t.db);
    try {
      expect((await read(early, live.path, reader)).status).toBe(404);
    } finally {
      await t.db.deleteFrom('siteSetting').where('key', '=', key).execute();
      forgetFeatureSwitches(t.db);
    }
  });

  it('leave a shared path that is not one segment to the full route', async () => {
    const { path } = await sharedGoal('Ride the night train');
    const reader = readerAt('203.0.113.30');
    await read(early, path, reader);
    const before = answeredEarly;
    expect((await read(early, `${path}?x=1`, reader)).status).toBe(200);
    expect((await read(early, `${path}/`, reader)).status).toBe(404);
    expect((await read(early, '/api/shared/', reader)).status).toBe(404);
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
    // A public read: no session is needed, and the limit per address is counted early too.
    expect(layers('/api/shared/some-token')).toEqual([
      ...common,
      'ALL /api/shared/*',
      'GET /api/shared/:token',
      'GET /api/shared/:token',
      'GET /api/shared/:token',
      'ALL /api/*',
    ]);
  });
});
