import { randomUUID } from 'node:crypto';
import type { Goal, GoalPage, Usage } from '@common/goals';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_READ_MS } from '../../src/server/kept-reads';
import type { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * As long as a server process trusts the list version it read last: a write made outside it
 * (another process; here SQL straight into the database) counts from then on.
 */
function laterThanVersionsAreKept() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + KEPT_READ_MS);
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** A conditional GET as a browser revalidating its copy sends it. */
async function conditional(client: TestClient, path: string, etag: string | null) {
  const res = await client.request(path, { headers: etag ? { 'if-none-match': etag } : {} });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag'), text, res };
}

async function etagOf(client: TestClient, path: string) {
  const res = await conditional(client, path, null);
  expect(res.status).toBe(200);
  expect(res.etag).toMatch(/^W\/".+"$/);
  return res.etag as string;
}

/** Goals straight into the table: many sharing one creation time, which no API call can arrange. */
async function insertGoals(userId: string, createdAts: string[]) {
  const rows = createdAts.map((createdAt, i) => ({
    id: randomUUID(),
    userId,
    title: `Seeded ${i}`,
    description: null,
    category: 'Travel',
    imageId: null,
    targetDate: null,
    status: 'active' as const,
    completedAt: null,
    createdAt,
    updatedAt: createdAt,
  }));
  await t.db.insertInto('goal').values(rows).execute();
  return rows;
}

describe(`goal list paging and ETags on ${engine}`, () => {
  it('pages every goal exactly once, newest first, ties in creation time broken by id', async () => {
    const { client, id } = await signInVerifiedUser(t);
    await makePro(t, id);
    const same = '2026-03-01T10:00:00.000Z';
    const rows = await insertGoals(id, [
      ...Array.from({ length: 13 }, () => same),
      '2026-03-01T10:00:00.001Z',
      '2026-03-01T09:59:59.999Z',
      '2026-02-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
    ]);
    const expected = [...rows]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : 1))
      .map((r) => r.id);

    for (const limit of [1, 4, 5, 13]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const params = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
        const page: { body: GoalPage } = await client.json<GoalPage>(`/api/bucket-list?${params}`);
        expect(page.body.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.body.items.map((g) => g.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it('answers 304 with no body to an unchanged list page and usage, 200 to another tag', async () => {
    const { client } = await signInVerifiedUser(t);
    await client.json('/api/bucket-list', { body: { title: 'See the aurora', category: 'Travel' } });
    for (const path of ['/api/bucket-list', '/api/bucket-list?status=active&limit=1', '/api/me/usage']) {
      const etag = await etagOf(client, path);
      const again = await conditional(client, path, etag);
      expect(again.status, path).toBe(304);
      expect(again.text).toBe('');
      expect(again.etag).toBe(etag);
      expect(again.res.headers.get('cache-control')).toBe('private, no-cache');
      // A strong form of the same tag, or the tag among others, matches too.
      expect((await conditional(client, path, `"x", ${etag.replace(/^W\//, '')}`)).status).toBe(304);
      const other = await conditional(client, path, 'W/"something-else"');
      expect(other.status).toBe(200);
      expect(other.res.headers.get('cache-control')).toBe('private, no-cache');
      expect(JSON.parse(other.text)).toBeTruthy();
    }
    // Different pages of one list have different tags.
    expect(await etagOf(client, '/api/bucket-list?limit=1')).not.toBe(
      await etagOf(client, '/api/bucket-list'),
    );
  });

  it('changes both tags on create, update, complete, restore and delete; the next GET has the change', async () => {
    const { client } = await signInVerifiedUser(t);
    let listTag = await etagOf(client, '/api/bucket-list');
    let usageTag = await etagOf(client, '/api/me/usage');

    const expectFresh = async (check: (page: GoalPage, usage: Usage) => void) => {
      const list = await conditional(client, '/api/bucket-list', listTag);
      const usage = await conditional(client, '/api/me/usage', usageTag);
      expect(list.status).toBe(200);
      expect(usage.status).toBe(200);
      expect(list.etag).not.toBe(listTag);
      expect(usage.etag).not.toBe(usageTag);
      check(JSON.parse(list.text) as GoalPage, JSON.parse(usage.text) as Usage);
      listTag = list.etag as string;
      usageTag = usage.etag as string;
      expect((await conditional(client, '/api/bucket-list', listTag)).status).toBe(304);
      expect((await conditional(client, '/api/me/usage', usageTag)).status).toBe(304);
    };

    const goal = (await client.json<Goal>('/api/bucket-list', { body: { title: 'Run', category: 'Health' } }))
      .body;
    await expectFresh((page, usage) => {
      expect(page.items.map((g) => g.title)).toEqual(['Run']);
      expect(usage.goalCount).toBe(1);
    });
    await client.json(`/api/bucket-list/${goal.id}`, { method: 'PATCH', body: { title: 'Run a marathon' } });
    await expectFresh((page) => expect(page.items.map((g) => g.title)).toEqual(['Run a marathon']));
    await client.json(`/api/bucket-list/${goal.id}/complete`, { method: 'POST' });
    await expectFresh((page, usage) => {
      expect(page.items[0]?.status).toBe('completed');
      expect(usage.completedCount).toBe(1);
    });
    await client.json(`/api/bucket-list/${goal.id}/restore`, { method: 'POST' });
    await expectFresh((page, usage) => {
      expect(page.items[0]?.status).toBe('active');
      expect(usage.completedCount).toBe(0);
    });
    await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' });
    await expectFresh((page, usage) => {
      expect(page.items).toEqual([]);
      expect(usage.goalCount).toBe(0);
    });
  });

  it('changes the usage tag on an upload and a plan change, and the list tag on an image change', async () => {
    const { client, id } = await signInVerifiedUser(t);
    const goal = (
      await client.json<Goal>('/api/bucket-list', { body: { title: 'Dive', category: 'Adventure' } })
    ).body;
    const listTag = await etagOf(client, '/api/bucket-list');
    let usageTag = await etagOf(client, '/api/me/usage');

    const upload = await client.upload(await solidImage('png'), 'reef.png', 'image/png');
    expect(upload.status).toBe(201);
    const afterUpload = await conditional(client, '/api/me/usage', usageTag);
    expect(afterUpload.status).toBe(200);
    expect((JSON.parse(afterUpload.text) as Usage).storageBytes).toBeGreaterThan(0);
    usageTag = afterUpload.etag as string;

    await makePro(t, id);
    laterThanVersionsAreKept();
    const afterPro = await conditional(client, '/api/me/usage', usageTag);
    expect(afterPro.status).toBe(200);
    expect((JSON.parse(afterPro.text) as Usage).plan).toBe('pro');

    const listAfterUpload = await etagOf(client, '/api/bucket-list');
    await client.json(`/api/bucket-list/${goal.id}`, { method: 'PATCH', body: { imageId: upload.body.id } });
    const list = await conditional(client, '/api/bucket-list', listAfterUpload);
    expect(list.status).toBe(200);
    expect((JSON.parse(list.text) as GoalPage).items[0]?.imageId).toBe(upload.body.id);
    expect(list.etag).not.toBe(listTag);
  });

  it("keeps my tags through another user's writes, and never answers 304 to another user's tag", async () => {
    const me = await signInVerifiedUser(t);
    const other = await signInVerifiedUser(t);
    await me.client.json('/api/bucket-list', { body: { title: 'Mine', category: 'Travel' } });
    const listTag = await etagOf(me.client, '/api/bucket-list');
    const usageTag = await etagOf(me.client, '/api/me/usage');

    const theirs = (
      await other.client.json<Goal>('/api/bucket-list', { body: { title: 'Theirs', category: 'Travel' } })
    ).body;
    await other.client.json(`/api/bucket-list/${theirs.id}/complete`, { method: 'POST' });
    await other.client.upload(await solidImage('png'), 'a.png', 'image/png');
    await makePro(t, other.id);

    expect((await conditional(me.client, '/api/bucket-list', listTag)).status).toBe(304);
    expect((await conditional(me.client, '/api/me/usage', usageTag)).status).toBe(304);
    const foreign = await conditional(other.client, '/api/bucket-list', listTag);
    expect(foreign.status).toBe(200);
    expect((JSON.parse(foreign.text) as GoalPage).items.map((g) => g.title)).toEqual(['Theirs']);
    expect((await conditional(other.client, '/api/me/usage', usageTag)).status).toBe(200);
  });

  it('answers a page and usage from memory only while unchanged, and sees another process write in time', async () => {
    const { client, id } = await signInVerifiedUser(t);
    await client.json('/api/bucket-list', { body: { title: 'Through the API', category: 'Travel' } });
    const titles = async () =>
      (await client.json<GoalPage>('/api/bucket-list')).body.items.map((goal) => goal.title);
    const goalCount = async () => (await client.json<Usage>('/api/me/usage')).body.goalCount;
    expect(await titles()).toEqual(['Through the API']);
    expect(await titles()).toEqual(['Through the API']);
    expect(await goalCount()).toBe(1);
    expect(await goalCount()).toBe(1);
    // A row written straight into the table, as another server process would: no cache is told.
    await insertGoals(id, [new Date(Date.now() + 60_000).toISOString()]);
    laterThanVersionsAreKept();
    expect(await titles()).toEqual(['Seeded 0', 'Through the API']);
    expect(await goalCount()).toBe(2);
    await t.db
      .updateTable('goal')
      .set({ title: 'Renamed elsewhere' })
      .where('userId', '=', id)
      .where('title', '=', 'Seeded 0')
      .execute();
    laterThanVersionsAreKept();
    expect(await titles()).toEqual(['Renamed elsewhere', 'Through the API']);
  });

  it('refuses an invalid cursor with 400 even with a tag, and asks for a session first', async () => {
    const { client } = await signInVerifiedUser(t);
    const etag = await etagOf(client, '/api/bucket-list');
    const bad = await conditional(client, '/api/bucket-list?cursor=bm90IGpzb24', etag);
    expect(bad.status).toBe(400);
    const visitor = await conditional(
      new (client.constructor as typeof TestClient)(t),
      '/api/bucket-list',
      etag,
    );
    expect(visitor.status).toBe(401);
  });
});
