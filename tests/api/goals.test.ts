import type { Goal, GoalPage, Usage } from '@common/goals';
import { PLAN_LIMITS, planEntitlements } from '@common/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

const FREE_GOALS = PLAN_LIMITS.free.goalLimit;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newGoal = (title = 'Learn to scuba dive', extra: Record<string, unknown> = {}) => ({
  title,
  category: 'Adventure',
  ...extra,
});

async function createGoals(client: TestClient, count: number, prefix = 'Goal') {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.json<Goal>('/api/bucket-list', { body: newGoal(`${prefix} ${i}`) });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

describe(`goals on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('creates, reads, updates, completes, restores and deletes a goal', async () => {
    const { client } = await signInVerifiedUser(t);
    const created = await client.json<Goal>('/api/bucket-list', {
      body: {
        title: '  Get a pilot license ',
        description: 'Private pilot, single engine',
        category: 'Skills',
        targetDate: '2027-06-30',
      },
    });
    expect(created.status).toBe(201);
    const goal = created.body;
    expect(goal).toEqual({
      id: expect.any(String),
      title: 'Get a pilot license',
      description: 'Private pilot, single engine',
      category: 'Skills',
      imageId: null,
      imageUrl: null,
      thumbUrl: null,
      targetDate: '2027-06-30',
      status: 'active',
      completedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: goal.createdAt,
      progress: { done: 0, total: 0 },
      customCategory: null,
      role: 'owner',
      sharedBy: null,
      members: [],
    });

    expect((await client.json<Goal>(`/api/bucket-list/${goal.id}`)).body).toEqual(goal);

    const patched = await client.json<Goal>(`/api/bucket-list/${goal.id}`, {
      method: 'PATCH',
      body: { title: 'Fly a plane', description: null, targetDate: null },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      title: 'Fly a plane',
      description: null,
      targetDate: null,
      category: 'Skills',
    });

    const done = await client.json<Goal>(`/api/bucket-list/${goal.id}/complete`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(Date.parse(done.body.completedAt as string)).toBeGreaterThan(0);
    const again = await client.json<Goal>(`/api/bucket-list/${goal.id}/complete`, { method: 'POST' });
    expect(again.body.completedAt).toBe(done.body.completedAt);

    const restored = await client.json<Goal>(`/api/bucket-list/${goal.id}/restore`, { method: 'POST' });
    expect(restored.body).toMatchObject({ status: 'active', completedAt: null });

    const deleted = await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await client.json(`/api/bucket-list/${goal.id}`)).status).toBe(404);
    expect((await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses invalid goals with VALIDATION_FAILED and the field at fault', async () => {
    const { client } = await signInVerifiedUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'Travel' }, 'title'],
      [{ title: '   ', category: 'Travel' }, 'title'],
      [{ title: 'Moon', category: 'Space' }, 'category'],
      [{ title: 'Moon', category: 'Travel', targetDate: '2027-02-30' }, 'targetDate'],
      [{ title: 'Moon', category: 'Travel', targetDate: '30/06/2027' }, 'targetDate'],
      [{ title: 'x'.repeat(201), category: 'Travel' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const res = await client.json<{ error: { code: string; details: { path: string }[] } }>(
        '/api/bucket-list',
        {
          body,
        },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d) => d.path)).toContain(field);
    }
    const { body: page } = await client.json<GoalPage>('/api/bucket-list');
    expect(page.items).toEqual([]);
  });

  it('answers 400, never 500, to malformed input', async () => {
    const { client } = await signInVerifiedUser(t);
    const [id] = await createGoals(client, 1);
    const broken = await client.send('/api/bucket-list', {
      method: 'POST',
      body: '{"title": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const notJson = await client.send('/api/bucket-list', { method: 'POST', body: 'title=x' });
    expect(notJson.status).toBe(415);
    for (const query of ['?cursor=!!!', '?cursor=bm90IGpzb24', '?status=done', '?limit=0', '?limit=abc']) {
      const res = await client.json<{ error: { code: string } }>(`/api/bucket-list${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const badPatch = await client.json(`/api/bucket-list/${id}`, {
      method: 'PATCH',
      body: { category: null },
    });
    expect(badPatch.status).toBe(400);
  });

  it('needs a signed-in, verified user', async () => {
    const visitor = new TestClient(t);
    const res = await visitor.json<{ error: { code: string } }>('/api/bucket-list');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect((await visitor.json('/api/me/usage')).status).toBe(401);
    expect((await visitor.json('/api/bucket-list', { body: newGoal() })).status).toBe(401);
  });

  it('hides goals of other users: 404 on every route, absent from lists', async () => {
    const owner = await signInVerifiedUser(t);
    const other = await signInVerifiedUser(t);
    const [id] = await createGoals(owner.client, 1);
    const c = other.client;
    const attempts = [
      c.json(`/api/bucket-list/${id}`),
      c.json(`/api/bucket-list/${id}`, { method: 'PATCH', body: { title: 'Mine now' } }),
      c.json(`/api/bucket-list/${id}/complete`, { method: 'POST' }),
      c.json(`/api/bucket-list/${id}/restore`, { method: 'POST' }),
      c.json(`/api/bucket-list/${id}`, { method: 'DELETE' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await c.json<GoalPage>('/api/bucket-list')).body.items).toEqual([]);
    const untouched = await owner.client.json<Goal>(`/api/bucket-list/${id}`);
    expect(untouched.body).toMatchObject({ title: 'Goal 0', status: 'active' });
  });

  it('pages newest first with an opaque cursor, by status, without duplicates', async () => {
    const { client } = await signInVerifiedUser(t);
    const ids = await createGoals(client, 23);
    for (const id of ids.slice(0, 7))
      await client.json(`/api/bucket-list/${id}/complete`, { method: 'POST' });

    const walk = async (status?: string) => {
      const seen: Goal[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const params = new URLSearchParams({ limit: '5' });
        if (status) params.set('status', status);
        if (cursor) params.set('cursor', cursor);
        const res: { status: number; body: GoalPage } = await client.json<GoalPage>(
          `/api/bucket-list?${params}`,
        );
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(5);
        seen.push(...res.body.items);
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      return { seen, pages };
    };

    // Newest first; goals created in the same millisecond follow their ids, descending.
    const newestFirst = (goals: Goal[]) =>
      [...goals].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : 1));
    const all = await walk();
    expect(all.pages).toBe(5);
    expect(all.seen).toEqual(newestFirst(all.seen));
    expect(new Set(all.seen.map((g) => g.id))).toEqual(new Set(ids));
    expect(all.seen).toHaveLength(23);
    const completed = await walk('completed');
    expect(completed.seen).toEqual(newestFirst(completed.seen));
    expect(new Set(completed.seen.map((g) => g.id))).toEqual(new Set(ids.slice(0, 7)));
    expect(completed.seen).toHaveLength(7);
    const active = await walk('active');
    expect(new Set(active.seen.map((g) => g.id))).toEqual(new Set(ids.slice(7)));
    expect(active.seen).toHaveLength(16);

    const first = await client.json<GoalPage>('/api/bucket-list');
    expect(first.body.items).toHaveLength(23);
    expect(first.body.nextCursor).toBeNull();
  });

  it('allows the free plan its goals, refuses one more, and Pro has no limit', async () => {
    const { client, id: userId } = await signInVerifiedUser(t);
    await createGoals(client, FREE_GOALS);
    const refused = await client.json('/api/bucket-list', { body: newGoal('One too many') });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: { code: 'GOAL_LIMIT_REACHED', message: `Free plan allows ${FREE_GOALS} goals.` },
    });
    expect((await client.json<Usage>('/api/me/usage')).body).toEqual({
      plan: 'free',
      planSource: null,
      proUntil: null,
      entitlements: planEntitlements('free'),
      goalCount: FREE_GOALS,
      completedCount: 0,
      goalLimit: FREE_GOALS,
      storageBytes: 0,
      storageLimit: PLAN_LIMITS.free.storageBytes,
    });

    await makePro(t, userId);
    const [first] = await createGoals(client, 3, 'Pro');
    expect((await client.request(`/api/bucket-list/${first}/complete`, { method: 'POST' })).status).toBe(200);
    expect((await client.json<Usage>('/api/me/usage')).body).toMatchObject({
      plan: 'pro',
      goalCount: FREE_GOALS + 3,
      completedCount: 1,
      goalLimit: null,
      storageLimit: PLAN_LIMITS.pro.storageBytes,
    });

    // A Pro plan whose end date has passed is the free plan again.
    await makePro(t, userId, new Date(Date.now() - 60_000));
    expect((await client.json('/api/bucket-list', { body: newGoal() })).status).toBe(422);
    expect((await client.json<Usage>('/api/me/usage')).body).toMatchObject({
      plan: 'free',
      goalLimit: FREE_GOALS,
    });
  });

  it('holds the limit under concurrent creates', async () => {
    const { client } = await signInVerifiedUser(t);
    await createGoals(client, FREE_GOALS - 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.json('/api/bucket-list', { body: newGoal(`Race ${i}`) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    expect((await client.json<Usage>('/api/me/usage')).body.goalCount).toBe(FREE_GOALS);
  });

  it('still signs users up with the plan columns in place, free by default', async () => {
    const { id } = await signInVerifiedUser(t);
    const row = await t.db
      .selectFrom('user')
      .select(['plan', 'planSource', 'proUntil'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ plan: 'free', planSource: null, proUntil: null });
  });
});
