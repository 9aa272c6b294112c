import type { Goal } from '@common/goals';
import { TEMPLATE_LIMIT } from '@common/limits';
import type { Media } from '@common/media';
import type { MilestoneList } from '@common/milestones';
import { PLAN_LIMITS } from '@common/plans';
import { TEMPLATE_MILESTONE_MAX, type Template, type TemplateList } from '@common/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../../src/server/features/media';
import type { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, signInVerifiedUser, type VerifiedUser } from '../support/verified-user';
import { readZip } from '../support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: unknown } };

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

async function proMember(): Promise<VerifiedUser> {
  const user = await signInVerifiedUser(t);
  await makePro(t, user.id);
  return user;
}

async function downgrade(userId: string) {
  await t.db
    .updateTable('user')
    .set({ plan: 'free', planSource: null, proUntil: null })
    .where('id', '=', userId)
    .execute();
}

/** A goal with a picture and milestones, as a member would make it. */
async function goalWithSteps(client: TestClient, steps: string[] = ['Buy boots', 'Book the flight']) {
  const image = (await client.upload(await solidImage('jpeg'))).body as unknown as Media;
  const goal = (
    await client.json<Goal>('/api/bucket-list', {
      body: { title: 'Walk the Camino', description: 'All 800 km', category: 'Travel', imageId: image.id },
    })
  ).body;
  for (const title of steps) {
    expect((await client.json(`/api/bucket-list/${goal.id}/milestones`, { body: { title } })).status).toBe(
      201,
    );
  }
  return { goal, image };
}

const save = (client: TestClient, goalId: string) =>
  client.json<Template & Partial<ErrorBody>>(`/api/bucket-list/${goalId}/template`, { method: 'POST' });
const list = async (client: TestClient) => {
  const res = await client.json<TemplateList>('/api/templates');
  expect(res.status).toBe(200);
  return res.body.templates;
};
const patch = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.json<Template & Partial<ErrorBody>>(`/api/templates/${id}`, { method: 'PATCH', body });
const use = (client: TestClient, id: string, body: Record<string, unknown> = {}) =>
  client.json<Goal & Partial<ErrorBody>>(`/api/templates/${id}/goals`, { method: 'POST', body });
const remove = (client: TestClient, id: string) =>
  client.request(`/api/templates/${id}`, { method: 'DELETE' });

describe(`goal templates on ${engine}`, () => {
  it('saves a goal with its milestones in order and its picture, and lists it', async () => {
    const { client } = await proMember();
    const { goal, image } = await goalWithSteps(client, ['Buy boots', 'Book the flight', 'Get a passport']);
    const saved = await save(client, goal.id);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(String),
      title: 'Walk the Camino',
      description: 'All 800 km',
      category: 'Travel',
      imageId: image.id,
      imageUrl: `/media/${image.id}`,
      thumbUrl: `/media/${image.id}/thumb`,
      milestoneTitles: ['Buy boots', 'Book the flight', 'Get a passport'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const plain = (
      await client.json<Goal>('/api/bucket-list', { body: { title: 'Learn to swim', category: 'Sports' } })
    ).body;
    const second = await save(client, plain.id);
    expect(second.body).toMatchObject({
      imageId: null,
      imageUrl: null,
      milestoneTitles: [],
      description: null,
    });
    // Newest first.
    expect((await list(client)).map((tpl) => tpl.id)).toEqual([second.body.id, saved.body.id]);
  });

  it('changes title, description, category and milestone titles; refuses what breaks the limits', async () => {
    const { client } = await proMember();
    const { goal } = await goalWithSteps(client, ['One', 'Two', 'Three']);
    const { id } = (await save(client, goal.id)).body;
    const changed = await patch(client, id, {
      title: '  Walk the Camino again  ',
      description: '',
      category: 'Adventure',
      milestoneTitles: ['One', 'Three'],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Walk the Camino again',
      description: null,
      category: 'Adventure',
      milestoneTitles: ['One', 'Three'],
    });
    expect((await patch(client, id, { description: 'Slowly' })).body).toMatchObject({
      title: 'Walk the Camino again',
      description: 'Slowly',
      milestoneTitles: ['One', 'Three'],
    });
    // The goal it came from is its own thing.
    expect((await client.json<Goal>(`/api/bucket-list/${goal.id}`)).body.title).toBe('Walk the Camino');

    const tooMany = Array.from({ length: TEMPLATE_MILESTONE_MAX + 1 }, (_, i) => `Step ${i}`);
    for (const body of [
      { title: '' },
      { title: 'x'.repeat(201) },
      { description: 'x'.repeat(2001) },
      { category: 'Space' },
      { milestoneTitles: tooMany },
      { milestoneTitles: [''] },
      { milestoneTitles: ['x'.repeat(201)] },
      { milestoneTitles: 'One' },
    ]) {
      const res = await patch(client, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error?.code).toBe('VALIDATION_FAILED');
    }
    // The most a template may hold, in Thai, fits the body limit.
    const most = Array.from({ length: TEMPLATE_MILESTONE_MAX }, () => 'ก'.repeat(200));
    const full = await patch(client, id, { milestoneTitles: most, description: 'ข'.repeat(2000) });
    expect(full.status).toBe(200);
    expect(full.body.milestoneTitles).toHaveLength(TEMPLATE_MILESTONE_MAX);
  });

  it('starts a goal from a template with its milestones, picture and a target date, on the goal limit', async () => {
    const me = await proMember();
    const { goal, image } = await goalWithSteps(me.client, ['Buy boots', 'Book the flight']);
    const { id } = (await save(me.client, goal.id)).body;
    const started = await use(me.client, id, { targetDate: '2031-05-01' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      title: 'Walk the Camino',
      description: 'All 800 km',
      category: 'Travel',
      imageId: image.id,
      targetDate: '2031-05-01',
      status: 'active',
      progress: { done: 0, total: 2 },
    });
    expect(started.body.id).not.toBe(goal.id);
    const steps = await me.client.json<MilestoneList>(`/api/bucket-list/${started.body.id}/milestones`);
    expect(steps.body.milestones.map((m) => [m.title, m.done])).toEqual([
      ['Buy boots', false],
      ['Book the flight', false],
    ]);
    const listed = await me.client.json<{ items: Goal[] }>('/api/bucket-list');
    expect(listed.body.items.find((g) => g.id === started.body.id)?.progress).toEqual({ done: 0, total: 2 });
    // A date that does not exist is refused like on any goal.
    expect((await use(me.client, id, { targetDate: '2031-02-30' })).status).toBe(400);

    // After Pro ends it still starts goals, counted against the free plan's limit.
    await downgrade(me.id);
    const limit = PLAN_LIMITS.free.goalLimit;
    const have = (await me.client.json<{ goalCount: number }>('/api/me/usage')).body.goalCount;
    const now = new Date().toISOString();
    await t.db
      .insertInto('goal')
      .values(
        Array.from({ length: limit - have - 1 }, (_, i) => ({
          id: `filler-${me.id}-${i}`,
          userId: me.id,
          title: `Filler ${i}`,
          description: null,
          category: 'Other',
          imageId: null,
          targetDate: null,
          status: 'active' as const,
          completedAt: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    expect((await use(me.client, id)).status).toBe(201);
    const refused = await use(me.client, id);
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('GOAL_LIMIT_REACHED');
  });

  it('keeps the template’s picture when the goal goes, and lets it go with the template', async () => {
    const { client } = await proMember();
    const { goal, image } = await goalWithSteps(client, []);
    const { id } = (await save(client, goal.id)).body;
    expect((await client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/media/${image.id}`)).status).toBe(200);
    await sweepUnusedUploads(t.db, t.blobs, -1000);
    expect((await client.request(`/media/${image.id}`)).status).toBe(200);
    expect((await client.request(`/media/${image.id}/thumb`)).status).toBe(200);

    // A goal started from it shares the picture; deleting the template keeps it for that goal.
    const started = (await use(client, id)).body;
    expect(started.imageId).toBe(image.id);
    expect((await remove(client, id)).status).toBe(204);
    expect((await client.request(`/media/${image.id}`)).status).toBe(200);
    const again = (await save(client, started.id)).body;
    expect(again.imageId).toBe(image.id);
    expect((await client.request(`/api/bucket-list/${started.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.request(`/media/${image.id}`)).status).toBe(200);
    // The last one to use it gone, the picture goes too.
    expect((await remove(client, again.id)).status).toBe(204);
    expect((await client.request(`/media/${image.id}`)).status).toBe(404);
    expect(await t.db.selectFrom('media').select('id').where('id', '=', image.id).execute()).toEqual([]);
  });

  it('deletes a template: gone from the list, then not found', async () => {
    const { client } = await proMember();
    const { goal } = await goalWithSteps(client, []);
    const { id } = (await save(client, goal.id)).body;
    expect((await remove(client, id)).status).toBe(204);
    expect(await list(client)).toEqual([]);
    expect((await remove(client, id)).status).toBe(404);
    expect((await patch(client, id, { title: 'Gone' })).status).toBe(404);
    expect((await use(client, id)).status).toBe(404);
  });

  it(`keeps at most ${TEMPLATE_LIMIT} templates per member`, async () => {
    const me = await proMember();
    const { goal } = await goalWithSteps(me.client, []);
    const now = new Date().toISOString();
    await t.db
      .insertInto('goalTemplate')
      .values(
        Array.from({ length: TEMPLATE_LIMIT - 2 }, (_, i) => ({
          id: `seeded-${me.id}-${i}`,
          userId: me.id,
          title: `Seeded ${i}`,
          description: null,
          category: 'Other',
          imageId: null,
          milestoneTitles: '[]',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    // Saved at the same time, the last free places go once each.
    const parallel = await Promise.all([1, 2, 3, 4].map(() => save(me.client, goal.id)));
    expect(parallel.map((res) => res.status).sort()).toEqual([201, 201, 422, 422]);
    const refused = await save(me.client, goal.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'TEMPLATE_LIMIT_REACHED',
      message: `You can keep at most ${TEMPLATE_LIMIT} templates.`,
    });
    expect(await list(me.client)).toHaveLength(TEMPLATE_LIMIT);
    // Another member is not counted against it.
    const other = await proMember();
    const theirs = await goalWithSteps(other.client, []);
    expect((await save(other.client, theirs.goal.id)).status).toBe(201);
  });

  it('refuses saving and changing to a free member with PRO_REQUIRED, before looking at the goal', async () => {
    const free = await signInVerifiedUser(t);
    const goal = (
      await free.client.json<Goal>('/api/bucket-list', {
        body: { title: 'Learn to swim', category: 'Sports' },
      })
    ).body;
    const refused = await save(free.client, goal.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PRO_REQUIRED',
      details: { feature: 'customTemplates' },
    });
    expect((await save(free.client, 'no-such-goal')).status).toBe(403);
    expect((await patch(free.client, 'no-such-template', { title: 'x' })).status).toBe(403);
    expect(await list(free.client)).toEqual([]);
  });

  it('after a downgrade keeps templates readable, usable and deletable, not new or editable', async () => {
    const me = await proMember();
    const { goal } = await goalWithSteps(me.client, ['Buy boots']);
    const { id } = (await save(me.client, goal.id)).body;
    await downgrade(me.id);
    expect((await list(me.client)).map((tpl) => tpl.id)).toEqual([id]);
    const edit = await patch(me.client, id, { title: 'Changed' });
    expect(edit.status).toBe(403);
    expect(edit.body.error?.code).toBe('PRO_REQUIRED');
    expect((await save(me.client, goal.id)).status).toBe(403);
    const started = await use(me.client, id);
    expect(started.status).toBe(201);
    expect(started.body.progress).toEqual({ done: 0, total: 1 });
    expect((await list(me.client))[0]?.title).toBe('Walk the Camino');
    expect((await remove(me.client, id)).status).toBe(204);
    expect(await list(me.client)).toEqual([]);
  });

  it("answers 404 for someone else's goal or template, and lists only one's own", async () => {
    const me = await proMember();
    const other = await proMember();
    const mine = await goalWithSteps(me.client, []);
    const { id } = (await save(me.client, mine.goal.id)).body;
    expect((await save(other.client, mine.goal.id)).status).toBe(404);
    expect(await list(other.client)).toEqual([]);
    expect((await patch(other.client, id, { title: 'Mine now' })).status).toBe(404);
    expect((await use(other.client, id)).status).toBe(404);
    expect((await remove(other.client, id)).status).toBe(404);
    expect((await list(me.client)).map((tpl) => tpl.title)).toEqual(['Walk the Camino']);
  });

  it('goes into the data export as templates.json, and away with the account', async () => {
    const me = await proMember();
    const { goal, image } = await goalWithSteps(me.client, ['Buy boots', 'Book the flight']);
    const { id } = (await save(me.client, goal.id)).body;
    const res = await me.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = await readZip(Buffer.from(await res.arrayBuffer()));
    const exported = JSON.parse(files.get('someday-export/templates.json')?.toString() ?? 'null');
    expect(exported).toEqual([
      {
        id,
        title: 'Walk the Camino',
        description: 'All 800 km',
        category: 'Travel',
        imageId: image.id,
        imageFile: `media/${image.id}.jpg`,
        milestoneTitles: ['Buy boots', 'Book the flight'],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);

    await t.db.deleteFrom('user').where('id', '=', me.id).execute();
    expect(await t.db.selectFrom('goalTemplate').select('id').where('userId', '=', me.id).execute()).toEqual(
      [],
    );
  });
});
