import type { CustomCategory, CustomCategoryList } from '@common/custom-categories';
import type { Goal, GoalPage } from '@common/goals';
import { CUSTOM_CATEGORY_LIMIT, CUSTOM_CATEGORY_NAME_MAX } from '@common/limits';
import type { Share, SharedScrapbook } from '@common/shares';
import { revokePro } from '@server/features/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { readZip } from '../support/zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type ErrorBody = { error: { code: string; message: string; details?: { feature?: string } } };
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const proUser = () => directUser(t, { pro: true, name: 'Category Pro' });

async function createCategory(client: TestClient, body: Record<string, unknown>) {
  return client.json<CustomCategory & Partial<ErrorBody>>('/api/me/categories', { body });
}

async function newCategory(client: TestClient, name: string, icon = 'plane', color = 'teal') {
  const res = await createCategory(client, { name, icon, color });
  expect(res.status).toBe(201);
  return res.body;
}

async function listOf(client: TestClient) {
  const res = await client.json<CustomCategoryList>('/api/me/categories');
  expect(res.status).toBe(200);
  return res.body;
}

async function newGoal(client: TestClient, body: Record<string, unknown>) {
  return client.json<Goal & Partial<ErrorBody>>('/api/bucket-list', {
    body: { title: 'Walk the Camino', category: 'Travel', ...body },
  });
}

async function titlesOf(client: TestClient, query: string) {
  const res = await client.json<GoalPage>(`/api/bucket-list${query}`);
  expect(res.status).toBe(200);
  return res.body.items.map((goal) => goal.title);
}

describe(`own categories on ${engine}`, () => {
  it('creates, lists by name, renames, recolours and deletes', async () => {
    const { client } = await proUser();
    expect(await listOf(client)).toEqual({ categories: [], limit: CUSTOM_CATEGORY_LIMIT });

    const created = await createCategory(client, { name: '  Weekend trips  ', icon: 'tent', color: 'green' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Weekend trips',
      icon: 'tent',
      color: 'green',
    });
    const art = await newCategory(client, 'Art galleries', 'palette', 'purple');
    expect((await listOf(client)).categories.map((c) => c.name)).toEqual(['Art galleries', 'Weekend trips']);

    const renamed = await client.json<CustomCategory>(`/api/me/categories/${created.body.id}`, {
      method: 'PATCH',
      body: { name: 'Short trips', color: 'cyan' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Short trips', icon: 'tent', color: 'cyan' });
    // Changing only the case of its own name is no clash with itself.
    const recased = await client.json<CustomCategory>(`/api/me/categories/${art.id}`, {
      method: 'PATCH',
      body: { name: 'ART galleries' },
    });
    expect(recased.status).toBe(200);

    const gone = await client.request(`/api/me/categories/${art.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await client.request(`/api/me/categories/${art.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await listOf(client)).toEqual({
      categories: [{ id: created.body.id, name: 'Short trips', icon: 'tent', color: 'cyan' }],
      limit: CUSTOM_CATEGORY_LIMIT,
    });
  });

  it('refuses a missing or too long name, an unknown icon or colour, and a name taken in any case', async () => {
    const { client } = await proUser();
    const refused = async (body: Record<string, unknown>) => {
      const res = await createCategory(client, body);
      return [res.status, res.body.error?.code];
    };
    expect(await refused({ name: '   ', icon: 'star', color: 'red' })).toEqual([400, 'VALIDATION_FAILED']);
    expect(
      await refused({ name: 'x'.repeat(CUSTOM_CATEGORY_NAME_MAX + 1), icon: 'star', color: 'red' }),
    ).toEqual([400, 'VALIDATION_FAILED']);
    expect(await refused({ name: 'Music', icon: 'not-an-icon', color: 'red' })).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await refused({ name: 'Music', icon: 'music', color: '#123456' })).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);

    const music = await newCategory(client, 'Music', 'music', 'pink');
    expect(await refused({ name: 'MUSIC', icon: 'star', color: 'red' })).toEqual([
      409,
      'CATEGORY_NAME_TAKEN',
    ]);
    const other = await newCategory(client, 'Concerts');
    const rename = await client.json<ErrorBody>(`/api/me/categories/${other.id}`, {
      method: 'PATCH',
      body: { name: ' music ' },
    });
    expect([rename.status, rename.body.error.code]).toEqual([409, 'CATEGORY_NAME_TAKEN']);
    // Another member may use the same name.
    const { client: someoneElse } = await proUser();
    expect((await createCategory(someoneElse, { name: 'Music', icon: 'music', color: 'pink' })).status).toBe(
      201,
    );
    expect((await listOf(client)).categories.map((c) => c.id)).toEqual([other.id, music.id]);
  });

  it(`keeps at most ${CUSTOM_CATEGORY_LIMIT} and makes room again after a delete`, async () => {
    const { client, id } = await proUser();
    const now = new Date().toISOString();
    await t.db
      .insertInto('customCategory')
      .values(
        Array.from({ length: CUSTOM_CATEGORY_LIMIT - 1 }, (_, i) => ({
          id: `limit-${id}-${i}`,
          userId: id,
          name: `Category ${i}`,
          nameKey: `category ${i}`,
          icon: 'star',
          color: 'blue',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const last = await newCategory(client, 'The fiftieth');
    const over = await createCategory(client, { name: 'One too many', icon: 'star', color: 'red' });
    expect([over.status, over.body.error?.code]).toEqual([422, 'CATEGORY_LIMIT_REACHED']);
    expect((await listOf(client)).categories).toHaveLength(CUSTOM_CATEGORY_LIMIT);

    expect((await client.request(`/api/me/categories/${last.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await createCategory(client, { name: 'One too many', icon: 'star', color: 'red' })).status).toBe(
      201,
    );
  });

  it('needs Pro to create, change or assign; after a downgrade they stay readable, removable and filterable', async () => {
    const free = await directUser(t, { name: 'Free member' });
    const made = await createCategory(free.client, { name: 'Hikes', icon: 'mountain', color: 'green' });
    expect([made.status, made.body.error?.code, made.body.error?.details?.feature]).toEqual([
      403,
      'PRO_REQUIRED',
      'advancedCategories',
    ]);
    expect(await listOf(free.client)).toEqual({ categories: [], limit: CUSTOM_CATEGORY_LIMIT });

    const member = await proUser();
    const hikes = await newCategory(member.client, 'Hikes', 'mountain', 'green');
    const food = await newCategory(member.client, 'Food', 'utensils', 'orange');
    const tagged = (await newGoal(member.client, { title: 'Hike the Alps', customCategoryId: hikes.id }))
      .body;
    const plain = (await newGoal(member.client, { title: 'Learn to cook' })).body;
    const second = (await newGoal(member.client, { title: 'Hike Fuji', customCategoryId: hikes.id })).body;

    await revokePro(t.db, member.id);
    // Still listed, shown on goals and usable as a filter.
    expect((await listOf(member.client)).categories.map((c) => c.name)).toEqual(['Food', 'Hikes']);
    const shown = await member.client.json<Goal>(`/api/bucket-list/${tagged.id}`);
    expect(shown.body.customCategory).toEqual(hikes);
    expect(await titlesOf(member.client, `?customCategory=${hikes.id}`)).toEqual([
      'Hike Fuji',
      'Hike the Alps',
    ]);

    // Not created, changed or newly assigned.
    const create = await createCategory(member.client, { name: 'Books', icon: 'book-open', color: 'amber' });
    expect([create.status, create.body.error?.code]).toEqual([403, 'PRO_REQUIRED']);
    const rename = await member.client.json<ErrorBody>(`/api/me/categories/${hikes.id}`, {
      method: 'PATCH',
      body: { name: 'Walks' },
    });
    expect([rename.status, rename.body.error.code]).toEqual([403, 'PRO_REQUIRED']);
    const assign = await member.client.json<ErrorBody>(`/api/bucket-list/${plain.id}`, {
      method: 'PATCH',
      body: { customCategoryId: food.id },
    });
    expect([assign.status, assign.body.error.code]).toEqual([403, 'PRO_REQUIRED']);
    const newOne = await newGoal(member.client, { title: 'Eat ramen', customCategoryId: food.id });
    expect([newOne.status, newOne.body.error?.code]).toEqual([403, 'PRO_REQUIRED']);

    // The goal form sends the category it already has: that is no new assignment.
    const kept = await member.client.json<Goal>(`/api/bucket-list/${tagged.id}`, {
      method: 'PATCH',
      body: { title: 'Hike the Swiss Alps', customCategoryId: hikes.id },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.customCategory).toEqual(hikes);
    const removed = await member.client.json<Goal>(`/api/bucket-list/${second.id}`, {
      method: 'PATCH',
      body: { customCategoryId: null },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.customCategory).toBeNull();
    expect((await member.client.request(`/api/me/categories/${food.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
  });

  it("accepts only the caller's own category on a goal: someone else's or an unknown one is not found", async () => {
    const owner = await proUser();
    const other = await proUser();
    const theirs = await newCategory(other.client, 'Theirs');
    const mine = await newCategory(owner.client, 'Mine');

    const create = await newGoal(owner.client, { customCategoryId: theirs.id });
    expect([create.status, create.body.error?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await newGoal(owner.client, { customCategoryId: 'no-such-category' })).status).toBe(404);
    const goal = (await newGoal(owner.client, { customCategoryId: mine.id })).body;
    const patch = await owner.client.json<ErrorBody>(`/api/bucket-list/${goal.id}`, {
      method: 'PATCH',
      body: { customCategoryId: theirs.id },
    });
    expect([patch.status, patch.body.error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await owner.client.json<Goal>(`/api/bucket-list/${goal.id}`)).body.customCategory).toEqual(mine);

    // Nor may anyone change or delete another member's category.
    const rename = await owner.client.request(`/api/me/categories/${theirs.id}`, {
      method: 'PATCH',
      body: { name: 'Stolen' },
    });
    expect(rename.status).toBe(404);
    expect((await owner.client.request(`/api/me/categories/${theirs.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await listOf(other.client)).categories).toEqual([theirs]);
  });

  it('carries the category on every goal answer; a rename shows at once and a delete leaves the built-in one', async () => {
    const { client } = await proUser();
    const camping = await newCategory(client, 'Camping', 'tent', 'lime');
    const created = await newGoal(client, { title: 'Sleep under the stars', customCategoryId: camping.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ category: 'Travel', customCategory: camping });
    const plain = (await newGoal(client, { title: 'See the pyramids' })).body;
    expect(plain.customCategory).toBeNull();

    const page = await client.json<GoalPage>('/api/bucket-list');
    const etag = page.res.headers.get('etag');
    expect(page.body.items.map((g) => [g.title, g.customCategory?.name ?? null])).toEqual([
      ['See the pyramids', null],
      ['Sleep under the stars', 'Camping'],
    ]);
    const completed = await client.json<Goal>(`/api/bucket-list/${created.body.id}/complete`, {
      method: 'POST',
    });
    expect(completed.body.customCategory).toEqual(camping);
    // The goal's shared page shows it too.
    const share = await client.json<Share>(`/api/bucket-list/${created.body.id}/share`, {
      body: { title: 'Stars' },
    });
    const shared = await new TestClient(t).json<SharedScrapbook>(`/api/shared/${share.body.token}`);
    expect(shared.body.wish).toMatchObject({ category: 'Travel', customCategory: camping });
    const plainShare = await client.json<Share>(`/api/bucket-list/${plain.id}/share`, {
      body: { title: 'Egypt' },
    });
    const plainShared = await new TestClient(t).json<SharedScrapbook>(`/api/shared/${plainShare.body.token}`);
    expect(plainShared.body.wish.customCategory).toBeNull();

    // A rename changes what the list answers, so its tag moves.
    await client.request(`/api/me/categories/${camping.id}`, {
      method: 'PATCH',
      body: { name: 'Wild camping' },
    });
    const renamed = await client.json<GoalPage>('/api/bucket-list', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.items[1]?.customCategory).toEqual({ ...camping, name: 'Wild camping' });

    const etagBefore = renamed.res.headers.get('etag');
    await client.request(`/api/me/categories/${camping.id}`, { method: 'DELETE' });
    const after = await client.json<GoalPage>('/api/bucket-list', {
      headers: { 'if-none-match': etagBefore ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.body.items[1]).toMatchObject({
      title: 'Sleep under the stars',
      category: 'Travel',
      customCategory: null,
    });
  });

  it('filters the list by a built-in or an own category, with status and across pages', async () => {
    const { client } = await proUser();
    const family = await newCategory(client, 'Family', 'users', 'pink');
    await newGoal(client, { title: 'Visit Kyoto', category: 'Travel', customCategoryId: family.id });
    await newGoal(client, { title: 'Run a marathon', category: 'Fitness' });
    await newGoal(client, { title: 'See Petra', category: 'Travel' });
    const reunion = (
      await newGoal(client, {
        title: 'Family reunion',
        category: 'Relationships',
        customCategoryId: family.id,
      })
    ).body;
    await newGoal(client, { title: 'Cross the Sahara', category: 'Travel' });
    await client.request(`/api/bucket-list/${reunion.id}/complete`, { method: 'POST' });

    expect(await titlesOf(client, '?category=Travel')).toEqual([
      'Cross the Sahara',
      'See Petra',
      'Visit Kyoto',
    ]);
    expect(await titlesOf(client, `?customCategory=${family.id}`)).toEqual(['Family reunion', 'Visit Kyoto']);
    expect(await titlesOf(client, `?customCategory=${family.id}&status=completed`)).toEqual([
      'Family reunion',
    ]);
    expect(await titlesOf(client, `?category=Travel&customCategory=${family.id}`)).toEqual(['Visit Kyoto']);
    expect(await titlesOf(client, '?category=Sports')).toEqual([]);

    // Paged: the filter holds on every page.
    const first = await client.json<GoalPage>('/api/bucket-list?category=Travel&limit=2');
    expect(first.body.items.map((g) => g.title)).toEqual(['Cross the Sahara', 'See Petra']);
    const second = await client.json<GoalPage>(
      `/api/bucket-list?category=Travel&limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items.map((g) => g.title)).toEqual(['Visit Kyoto']);
    expect(second.body.nextCursor).toBeNull();

    // Each filter has its own tag: an unfiltered tag is no answer for a filtered list.
    const all = await client.json<GoalPage>('/api/bucket-list');
    const filtered = await client.json<GoalPage>('/api/bucket-list?category=Fitness', {
      headers: { 'if-none-match': all.res.headers.get('etag') ?? '' },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.items.map((g) => g.title)).toEqual(['Run a marathon']);

    // Someone else's category filters to nothing; a bad value is a 400.
    const { client: other } = await proUser();
    expect(await titlesOf(other, `?customCategory=${family.id}`)).toEqual([]);
    expect((await client.request('/api/bucket-list?category=Nowhere')).status).toBe(400);
  });

  it('goes into the data export and away with the account', async () => {
    const member = await proUser();
    const yoga = await newCategory(member.client, 'Yoga', 'leaf', 'lime');
    const goal = (await newGoal(member.client, { title: 'Headstand', customCategoryId: yoga.id })).body;

    const res = await member.client.request('/api/me/export');
    expect(res.status).toBe(200);
    const files = await readZip(Buffer.from(await res.arrayBuffer()));
    const json = (name: string) => JSON.parse(files.get(`someday-export/${name}`)?.toString() ?? 'null');
    expect(json('categories.json')).toEqual([
      {
        id: yoga.id,
        name: 'Yoga',
        icon: 'leaf',
        color: 'lime',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(json('goals.json')).toEqual([expect.objectContaining({ id: goal.id, customCategoryId: yoga.id })]);

    await t.db.deleteFrom('user').where('id', '=', member.id).execute();
    const left = await t.db
      .selectFrom('customCategory')
      .select('id')
      .where('userId', '=', member.id)
      .execute();
    expect(left).toEqual([]);
  });
});
