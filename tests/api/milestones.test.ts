import type { Goal, GoalPage } from '@common/goals';
import { MILESTONE_LIMIT } from '@common/limits';
import type { Milestone, MilestoneList } from '@common/milestones';
import type { Share, SharedScrapbook } from '@common/shares';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { TestClient as AnonymousClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser } from '../support/verified-user';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };

async function newGoal(client: TestClient, title = 'Walk the Camino') {
  const res = await client.json<Goal>('/api/bucket-list', { body: { title, category: 'Travel' } });
  expect(res.status).toBe(201);
  return res.body;
}

/** A milestone, or the error body when the add is refused. */
async function add(client: TestClient, goalId: string, body: Record<string, unknown>) {
  return client.json<Milestone & Partial<ErrorBody>>(`/api/bucket-list/${goalId}/milestones`, { body });
}

async function titles(client: TestClient, goalId: string) {
  const res = await client.json<MilestoneList>(`/api/bucket-list/${goalId}/milestones`);
  expect(res.status).toBe(200);
  return res.body.milestones.map((m) => m.title);
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

describe(`milestones on ${engine}`, () => {
  it('adds in order, renames, ticks, clears a due date, reorders and deletes', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    expect((await client.json<MilestoneList>(`/api/bucket-list/${goal.id}/milestones`)).body).toEqual({
      milestones: [],
    });

    const boots = await add(client, goal.id, { title: '  Buy boots  ', dueDate: '2030-04-01' });
    expect(boots.status).toBe(201);
    expect(boots.body).toEqual({
      id: expect.any(String),
      title: 'Buy boots',
      done: false,
      doneAt: null,
      dueDate: '2030-04-01',
    });
    const flight = (await add(client, goal.id, { title: 'Book the flight' })).body;
    const pilgrim = (await add(client, goal.id, { title: 'Get a pilgrim passport', dueDate: null })).body;
    expect(await titles(client, goal.id)).toEqual(['Buy boots', 'Book the flight', 'Get a pilgrim passport']);

    const ticked = await client.json<Milestone>(`/api/milestones/${boots.body.id}`, {
      method: 'PATCH',
      body: { done: true, title: 'Buy walking boots', dueDate: null },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ title: 'Buy walking boots', done: true, dueDate: null });
    expect(Date.parse(ticked.body.doneAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Ticking again keeps the first time; unticking clears it.
    const again = await client.json<Milestone>(`/api/milestones/${boots.body.id}`, {
      method: 'PATCH',
      body: { done: true },
    });
    expect(again.body.doneAt).toBe(ticked.body.doneAt);
    const unticked = await client.json<Milestone>(`/api/milestones/${boots.body.id}`, {
      method: 'PATCH',
      body: { done: false },
    });
    expect(unticked.body).toMatchObject({ done: false, doneAt: null });

    const order = await client.json<MilestoneList>(`/api/bucket-list/${goal.id}/milestones/order`, {
      method: 'PUT',
      body: { ids: [pilgrim.id, boots.body.id, flight.id] },
    });
    expect(order.status).toBe(200);
    expect(order.body.milestones.map((m) => m.title)).toEqual([
      'Get a pilgrim passport',
      'Buy walking boots',
      'Book the flight',
    ]);
    // A milestone added after a reorder still goes last.
    await add(client, goal.id, { title: 'Learn some Spanish' });
    expect(await titles(client, goal.id)).toEqual([
      'Get a pilgrim passport',
      'Buy walking boots',
      'Book the flight',
      'Learn some Spanish',
    ]);

    expect((await client.request(`/api/milestones/${flight.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/api/milestones/${flight.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await titles(client, goal.id)).toEqual([
      'Get a pilgrim passport',
      'Buy walking boots',
      'Learn some Spanish',
    ]);
  });

  it('refuses an order that is not exactly the goal’s milestones with 400', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const other = await newGoal(client, 'Sail the fjords');
    const a = (await add(client, goal.id, { title: 'A' })).body;
    const b = (await add(client, goal.id, { title: 'B' })).body;
    const elsewhere = (await add(client, other.id, { title: 'C' })).body;
    const path = `/api/bucket-list/${goal.id}/milestones/order`;
    for (const ids of [[a.id], [a.id, b.id, elsewhere.id], [a.id, elsewhere.id], [a.id, 'missing']]) {
      const res = await client.json<ErrorBody>(path, { method: 'PUT', body: { ids } });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.error.code).toBe('MILESTONE_ORDER_MISMATCH');
    }
    const twice = await client.json<ErrorBody>(path, { method: 'PUT', body: { ids: [a.id, a.id] } });
    expect(twice.status).toBe(400);
    expect(twice.body.error.code).toBe('VALIDATION_FAILED');
    expect(await titles(client, goal.id)).toEqual(['A', 'B']);
  });

  it(`holds at most ${MILESTONE_LIMIT} milestones per goal, also under parallel adds`, async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const answers = await Promise.all(
      Array.from({ length: MILESTONE_LIMIT + 5 }, (_, i) => add(client, goal.id, { title: `Step ${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MILESTONE_LIMIT);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe('MILESTONE_LIMIT_REACHED');
    }
    const list = await titles(client, goal.id);
    expect(list).toHaveLength(MILESTONE_LIMIT);
    expect(new Set(list).size).toBe(MILESTONE_LIMIT);
  });

  it('refuses invalid input with 400 and the field at fault', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const id = (await add(client, goal.id, { title: 'Fine' })).body.id;
    const bad: [string, string, Record<string, unknown>, string][] = [
      ['POST', `/api/bucket-list/${goal.id}/milestones`, { title: '   ' }, 'title'],
      ['POST', `/api/bucket-list/${goal.id}/milestones`, {}, 'title'],
      ['POST', `/api/bucket-list/${goal.id}/milestones`, { title: 'x'.repeat(201) }, 'title'],
      ['POST', `/api/bucket-list/${goal.id}/milestones`, { title: 'Ok', dueDate: '2030-02-30' }, 'dueDate'],
      ['POST', `/api/bucket-list/${goal.id}/milestones`, { title: 'Ok', dueDate: '0999-01-01' }, 'dueDate'],
      ['PATCH', `/api/milestones/${id}`, { done: 'yes' }, 'done'],
      ['PATCH', `/api/milestones/${id}`, { title: '' }, 'title'],
      ['PATCH', `/api/milestones/${id}`, { dueDate: '1 May' }, 'dueDate'],
      ['PUT', `/api/bucket-list/${goal.id}/milestones/order`, { ids: 'all' }, 'ids'],
    ];
    for (const [method, path, body, field] of bad) {
      const res = await client.json<ErrorBody>(path, { method, body });
      expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details?.map((d) => d.path)).toContain(field);
    }
    expect(await titles(client, goal.id)).toEqual(['Fine']);
  });

  it('answers 404 on every milestone route for another user’s goal, and leaves it as it was', async () => {
    const owner = await signInVerifiedUser(t);
    const stranger = await signInVerifiedUser(t, 'Stranger');
    const goal = await newGoal(owner.client);
    const step = (await add(owner.client, goal.id, { title: 'Mine' })).body;
    const tries: [string, string, unknown][] = [
      ['GET', `/api/bucket-list/${goal.id}/milestones`, undefined],
      ['POST', `/api/bucket-list/${goal.id}/milestones`, { title: 'Theirs' }],
      ['PUT', `/api/bucket-list/${goal.id}/milestones/order`, { ids: [step.id] }],
      ['PATCH', `/api/milestones/${step.id}`, { done: true }],
      ['DELETE', `/api/milestones/${step.id}`, undefined],
    ];
    for (const [method, path, body] of tries) {
      const res = await stranger.client.json<ErrorBody>(path, {
        method,
        body: body as Record<string, unknown> | undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect((await new AnonymousClient(t).request(path, { method })).status).toBe(401);
    }
    const list = await owner.client.json<MilestoneList>(`/api/bucket-list/${goal.id}/milestones`);
    expect(list.body.milestones).toEqual([{ ...step }]);
  });

  it('goes with its goal', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const step = (await add(client, goal.id, { title: 'Soon gone' })).body;
    expect((await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(204);
    const rows = await t.db.selectFrom('milestone').select('id').where('id', '=', step.id).execute();
    expect(rows).toEqual([]);
    expect((await client.request(`/api/milestones/${step.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('puts the progress into the goal answers and moves the list ETag on every change', async () => {
    const { client } = await signInVerifiedUser(t);
    const goal = await newGoal(client);
    const plain = await newGoal(client, 'Plain goal');
    const progressOf = async () => {
      const res = await client.request('/api/bucket-list');
      const page = (await res.json()) as GoalPage;
      return {
        etag: res.headers.get('etag') as string,
        progress: Object.fromEntries(page.items.map((g) => [g.title, g.progress])),
      };
    };
    const a = (await add(client, goal.id, { title: 'A' })).body;
    await add(client, goal.id, { title: 'B' });
    await add(client, goal.id, { title: 'C' });
    const before = await progressOf();
    expect(before.progress).toEqual({
      'Walk the Camino': { done: 0, total: 3 },
      'Plain goal': { done: 0, total: 0 },
    });

    // A tick changes the list answer even though the goal row itself is untouched.
    await client.json(`/api/milestones/${a.id}`, { method: 'PATCH', body: { done: true } });
    const stale = await client.request('/api/bucket-list', { headers: { 'if-none-match': before.etag } });
    expect(stale.status).toBe(200);
    const after = await progressOf();
    expect(after.etag).not.toBe(before.etag);
    expect(after.progress['Walk the Camino']).toEqual({ done: 1, total: 3 });
    const unchanged = await client.request('/api/bucket-list', { headers: { 'if-none-match': after.etag } });
    expect(unchanged.status).toBe(304);

    const single = await client.json<Goal>(`/api/bucket-list/${goal.id}`);
    expect(single.body.progress).toEqual({ done: 1, total: 3 });
    expect((await client.json<Goal>(`/api/bucket-list/${plain.id}`)).body.progress).toEqual({
      done: 0,
      total: 0,
    });
    const completed = await client.json<Goal>(`/api/bucket-list/${goal.id}/complete`, { method: 'POST' });
    expect(completed.body.progress).toEqual({ done: 1, total: 3 });

    await client.request(`/api/milestones/${a.id}`, { method: 'DELETE' });
    const deleted = await progressOf();
    expect(deleted.etag).not.toBe(after.etag);
    expect(deleted.progress['Walk the Camino']).toEqual({ done: 0, total: 2 });
  });

  it('shows the progress on the shared page', async () => {
    const user = await signInVerifiedUser(t);
    await makePro(t, user.id);
    const goal = await newGoal(user.client);
    const link = (
      await user.client.json<Share>(`/api/bucket-list/${goal.id}/share`, { body: { title: 'Camino' } })
    ).body;
    const visitor = new AnonymousClient(t);
    const first = await visitor.json<SharedScrapbook>(`/api/shared/${link.token}`);
    expect(first.body.wish.progress).toEqual({ done: 0, total: 0 });
    const a = (await add(user.client, goal.id, { title: 'A' })).body;
    await add(user.client, goal.id, { title: 'B' });
    await user.client.json(`/api/milestones/${a.id}`, { method: 'PATCH', body: { done: true } });
    const shared = await visitor.json<SharedScrapbook>(`/api/shared/${link.token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.wish.progress).toEqual({ done: 1, total: 2 });
  });
});
