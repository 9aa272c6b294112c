import { randomUUID } from 'node:crypto';
import type { AiClarity, AiIdeas, AiIdeasStreamLine, AiStatus, AiTravel } from '@common/ai';
import { AI_IDEAS_STREAM_TYPE, AI_REQUESTS_PER_HOUR } from '@common/ai';
import type { Goal } from '@common/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdeas } from '../../src/server/features/ai/builtin';
import { directUser } from '../support/direct-user';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { createTestApp, type TestApp } from '../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const FAILED = { code: 'AI_GENERATION_FAILED', message: 'Failed to generate ideas. Please try again.' };

type ErrorBody = { error: { code: string; message: string } };

/** The lines of an NDJSON answer, each parsed as soon as it has arrived whole. */
async function* ndjsonLines(res: Response): AsyncGenerator<AiIdeasStreamLine> {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      yield JSON.parse(buffered.slice(0, end)) as AiIdeasStreamLine;
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\n');
    }
  }
  expect(buffered, 'nothing after the last line').toBe('');
}

/** A signed-in Pro user who reads the app in the given language. */
async function proUser(app: TestApp, lang: 'en' | 'th' = 'en') {
  const user = await directUser(app, { pro: true });
  if (lang === 'th') {
    const changed = await user.client.json('/api/auth/update-user', { body: { locale: 'th' } });
    expect(changed.status).toBe(200);
  }
  return user;
}

describe(`AI ideas on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, built-in engine`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a free user with PRO_REQUIRED on every route', async () => {
    const free = await directUser(t);
    const calls = [
      free.client.json<ErrorBody>('/api/ai/status'),
      free.client.json<ErrorBody>('/api/ai/ideas', { body: { mode: 'surprise' } }),
      free.client.json<ErrorBody>('/api/ai/ideas/skydive-tandem/add', { method: 'POST' }),
      free.client.json<ErrorBody>('/api/ai/clarity', { body: { wish: 'Run a marathon' } }),
      free.client.json<ErrorBody>('/api/ai/travel', { body: {} }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('PRO_REQUIRED');
    }
    expect(await t.db.selectFrom('goal').select('id').where('userId', '=', free.id).execute()).toEqual([]);
  });

  it('refuses everyone while the super administrator has AI ideas off', async () => {
    const chief = await directUser(t, { role: 'super_admin' });
    const pro = await proUser(t);
    const free = await directUser(t);
    const setAi = (aiEnabled: boolean) =>
      chief.client.json('/api/admin/features', { method: 'PUT', body: { aiEnabled } });
    expect((await setAi(false)).status).toBe(200);
    try {
      for (const client of [pro.client, free.client]) {
        const ideas = await client.json<ErrorBody>('/api/ai/ideas', { body: { mode: 'surprise' } });
        expect(ideas.status).toBe(403);
        expect(ideas.body.error).toEqual({ code: 'AI_DISABLED', message: 'AI ideas are turned off.' });
      }
      expect((await pro.client.json<ErrorBody>('/api/ai/status')).body.error.code).toBe('AI_DISABLED');
    } finally {
      expect((await setAi(true)).status).toBe(200);
    }
    expect((await pro.client.json('/api/ai/status')).status).toBe(200);
  });

  it(`allows ${AI_REQUESTS_PER_HOUR} generating requests per user and hour, then 429 with Retry-After`, async () => {
    const user = await proUser(t);
    for (let i = 0; i < AI_REQUESTS_PER_HOUR; i += 1) {
      const path = ['/api/ai/ideas', '/api/ai/travel', '/api/ai/clarity'][i % 3] as string;
      const body = [{ mode: 'popular' }, { month: 3 }, { wish: 'Learn to sail' }][i % 3];
      expect((await user.client.json(path, { body })).status).toBe(200);
    }
    const over = await user.client.json<ErrorBody>('/api/ai/travel', { body: {} });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Reading the status and adding an idea make no engine work and are not counted.
    expect((await user.client.json('/api/ai/status')).status).toBe(200);
    expect((await user.client.json('/api/ai/ideas/learn-sailing/add', { method: 'POST' })).status).toBe(201);
    // The budget is the user's, not everyone's.
    const other = await proUser(t);
    expect((await other.client.json('/api/ai/travel', { body: {} })).status).toBe(200);
  });

  it('answers the status of the built-in engine', async () => {
    const user = await proUser(t);
    const status = await user.client.json<AiStatus>('/api/ai/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ engine: 'builtin', available: true });
  });

  it('suggests ideas of a category in English and in Thai', async () => {
    const [en, th] = [await proUser(t), await proUser(t, 'th')];
    const body = { mode: 'category', category: 'Fitness', count: 4 };
    const english = await en.client.json<AiIdeas>('/api/ai/ideas', { body });
    const thai = await th.client.json<AiIdeas>('/api/ai/ideas', { body });
    expect(english.status).toBe(200);
    expect(english.body.engine).toBe('builtin');
    expect(english.body.ideas).toHaveLength(4);
    for (const idea of english.body.ideas) {
      expect(idea.category).toBe('Fitness');
      expect(idea.id).toMatch(/^[a-z0-9-]+$/);
      expect(idea.title).not.toMatch(THAI);
    }
    // The same ideas, in the other language.
    expect(thai.body.ideas.map((idea) => idea.id)).toEqual(english.body.ideas.map((idea) => idea.id));
    for (const idea of thai.body.ideas) expect(idea.title).toMatch(THAI);
    // Six by default.
    const standard = await en.client.json<AiIdeas>('/api/ai/ideas', {
      body: { mode: 'category', category: 'Travel' },
    });
    expect(standard.body.ideas).toHaveLength(6);
  });

  it('refuses an ideas body that is out of bounds', async () => {
    const user = await proUser(t);
    for (const body of [
      { mode: 'category' },
      { mode: 'category', category: 'Cooking' },
      { mode: 'surprise', count: 0 },
      { mode: 'surprise', count: 13 },
      { mode: 'everything' },
    ]) {
      const res = await user.client.json<ErrorBody>('/api/ai/ideas', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('surprises with ideas that are not on my list, by catalogue id and by title in either language', async () => {
    const user = await proUser(t, 'th');
    const ideas = await loadIdeas();
    const [added, ...rest] = ideas;
    if (!added) throw new Error('empty catalogue');
    // Added from the catalogue and then renamed: only its catalogue id says it is on the list.
    const goal = await user.client.json<Goal>(`/api/ai/ideas/${added.id}/add`, { method: 'POST' });
    expect(goal.status).toBe(201);
    expect(
      (
        await user.client.json(`/api/bucket-list/${goal.body.id}`, {
          method: 'PATCH',
          body: { title: 'Mine now' },
        })
      ).status,
    ).toBe(200);
    // Every other idea but three is on the list by title, half in English and half in Thai.
    const open = rest.slice(-3);
    const now = new Date().toISOString();
    await t.db
      .insertInto('goal')
      .values(
        rest.slice(0, -3).map((idea, i) => ({
          id: randomUUID(),
          userId: user.id,
          title: i % 2 ? ` ${idea.en.title.toUpperCase()} ` : idea.th.title,
          description: null,
          category: idea.category,
          imageId: null,
          targetDate: null,
          status: 'active' as const,
          completedAt: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const res = await user.client.json<AiIdeas>('/api/ai/ideas', { body: { mode: 'surprise', count: 12 } });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('builtin');
    expect(res.body.ideas.map((idea) => idea.id).sort()).toEqual(open.map((idea) => idea.id).sort());
    expect(res.body.ideas.map((idea) => idea.title).sort()).toEqual(open.map((idea) => idea.th.title).sort());
  });

  it('ranks popular ideas by how many people added them, counting only ideas at least 5 people added', async () => {
    const user = await proUser(t);
    const adopters = await Promise.all(Array.from({ length: 6 }, () => directUser(t)));
    const now = new Date().toISOString();
    const adopt = (ideaId: string, count: number) =>
      t.db
        .insertInto('ideaAdoption')
        .values(adopters.slice(0, count).map((a) => ({ ideaId, userId: a.id, createdAt: now })))
        .execute();
    await adopt('northern-lights-norway', 5);
    await adopt('learn-surf', 6);
    await adopt('run-marathon', 4);
    const ids = new Set((await loadIdeas()).map((idea) => idea.id));
    for (const id of ['northern-lights-norway', 'learn-surf', 'run-marathon'])
      expect(ids.has(id), id).toBe(true);

    const res = await user.client.json<AiIdeas>('/api/ai/ideas', { body: { mode: 'popular' } });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('builtin');
    expect(res.body.ideas.map((idea) => idea.id)).toEqual(['learn-surf', 'northern-lights-norway']);
    const one = await user.client.json<AiIdeas>('/api/ai/ideas', { body: { mode: 'popular', count: 1 } });
    expect(one.body.ideas.map((idea) => idea.id)).toEqual(['learn-surf']);
  });

  it('adds a catalogue idea as a goal in my language and records where it came from', async () => {
    const user = await proUser(t, 'th');
    const idea = (await loadIdeas()).find((candidate) => candidate.id === 'skydive-tandem');
    if (!idea) throw new Error('skydive-tandem is not in the catalogue');
    const res = await user.client.json<Goal>('/api/ai/ideas/skydive-tandem/add', { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: idea.th.title,
      description: idea.th.description,
      category: idea.category,
      status: 'active',
    });
    const list = await user.client.json<{ items: Goal[] }>('/api/bucket-list');
    expect(list.body.items.map((goal) => goal.id)).toEqual([res.body.id]);
    const adoptions = await t.db
      .selectFrom('ideaAdoption')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(adoptions.map((row) => row.ideaId)).toEqual(['skydive-tandem']);
    // A second add makes a second goal but is still one adoption.
    expect((await user.client.json('/api/ai/ideas/skydive-tandem/add', { method: 'POST' })).status).toBe(201);
    expect(
      await t.db.selectFrom('ideaAdoption').select('ideaId').where('userId', '=', user.id).execute(),
    ).toHaveLength(1);

    const unknown = await user.client.json<ErrorBody>('/api/ai/ideas/no-such-idea/add', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await user.client.json<{ items: Goal[] }>('/api/bucket-list')).body.items).toHaveLength(2);
  });

  it('forgets adoptions with the account', async () => {
    const user = await proUser(t);
    expect((await user.client.json('/api/ai/ideas/skydive-tandem/add', { method: 'POST' })).status).toBe(201);
    await t.db.deleteFrom('user').where('id', '=', user.id).execute();
    expect(
      await t.db.selectFrom('ideaAdoption').select('ideaId').where('userId', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('coaches a vague wish with questions, then turns the answers into a goal', async () => {
    const user = await proUser(t);
    const asked = await user.client.json<AiClarity>('/api/ai/clarity', { body: { wish: 'Travel more' } });
    expect(asked.status).toBe(200);
    if (!('questions' in asked.body)) throw new Error('expected questions');
    expect(asked.body.questions.length).toBeGreaterThan(0);
    expect(asked.body.questions.length).toBeLessThanOrEqual(3);
    const answers = asked.body.questions.map((question, i) => ({
      question,
      answer:
        ['Visit Japan for two weeks', 'By December 2027', 'When I have seen Kyoto and Tokyo'][i] ?? 'Yes',
    }));
    const clarified = await user.client.json<AiClarity>('/api/ai/clarity', {
      body: { wish: 'Travel more', answers },
    });
    expect(clarified.status).toBe(200);
    if (!('goal' in clarified.body)) throw new Error('expected a goal');
    expect(clarified.body.goal.title).toBe('Visit Japan for two weeks');
    expect(clarified.body.goal.category).toBe('Travel');
    expect(clarified.body.goal.targetDate).toMatch(/^2027-12-\d\d$/);
    expect(clarified.body.goal.firstSteps.length).toBeGreaterThan(0);

    const thai = await proUser(t, 'th');
    const thaiAsked = await thai.client.json<AiClarity>('/api/ai/clarity', { body: { wish: 'อยากเที่ยว' } });
    expect('questions' in thaiAsked.body && thaiAsked.body.questions.every((q) => THAI.test(q))).toBe(true);

    for (const body of [
      { wish: '' },
      { wish: 'x'.repeat(501) },
      { wish: 'Run', answers: Array(7).fill({ question: 'q', answer: 'a' }) },
    ]) {
      expect((await user.client.json('/api/ai/clarity', { body })).status).toBe(400);
    }
  });

  it('matches the top 5 travel destinations to the preferences, in my language', async () => {
    const [en, th] = [await proUser(t), await proUser(t, 'th')];
    const prefs = { month: 1, interests: ['beach'], budget: 2, climate: 'hot' };
    const res = await en.client.json<AiTravel>('/api/ai/travel', { body: prefs });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('builtin');
    expect(res.body.destinations).toHaveLength(5);
    for (const d of res.body.destinations) {
      expect(d.costLevel).toBeLessThanOrEqual(2);
      expect(Object.keys(d).sort()).toEqual(['bestMonths', 'costLevel', 'country', 'id', 'name', 'why']);
    }
    const thai = await th.client.json<AiTravel>('/api/ai/travel', { body: prefs });
    expect(thai.body.destinations.map((d) => d.id)).toEqual(res.body.destinations.map((d) => d.id));
    for (const d of thai.body.destinations) expect(d.country).toMatch(THAI);
    expect((await en.client.json('/api/ai/travel', { body: { interests: ['karaoke'] } })).status).toBe(400);
    expect((await en.client.json('/api/ai/travel', { body: { month: 13 } })).status).toBe(400);
  });
});

describe(`AI ideas on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, model engine`, () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      config: { ai: { baseUrl: fake.baseUrl, model: fake.model, apiKey: 'sk-test', timeoutMs: 400 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers the status of the model engine', async () => {
    const user = await proUser(t);
    const status = await user.client.json<AiStatus>('/api/ai/status');
    expect(status.body).toEqual({ engine: 'model', model: 'fake-model', available: true });
  });

  it('suggests the model’s ideas, asked in the user’s language through the OpenAI wire format', async () => {
    const user = await proUser(t, 'th');
    fake.answer({
      kind: 'json',
      answer: {
        ideas: [
          { title: 'ล่องเรือในอ่าวพังงา', description: 'พายคายัคชมถ้ำและเกาะหินปูน', category: 'Travel' },
          { title: 'ขึ้นดอยอินทนนท์', description: 'ดูพระอาทิตย์ขึ้นบนยอดดอยที่สูงที่สุด', category: 'Travel' },
        ],
      },
    });
    const before = fake.requests.length;
    const res = await user.client.json<AiIdeas>('/api/ai/ideas', {
      body: { mode: 'category', category: 'Travel', count: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      engine: 'model',
      ideas: [
        { title: 'ล่องเรือในอ่าวพังงา', description: 'พายคายัคชมถ้ำและเกาะหินปูน', category: 'Travel' },
        { title: 'ขึ้นดอยอินทนนท์', description: 'ดูพระอาทิตย์ขึ้นบนยอดดอยที่สูงที่สุด', category: 'Travel' },
      ],
    });
    const request = fake.requests.at(-1);
    expect(fake.requests.length).toBe(before + 1);
    expect(request?.model).toBe('fake-model');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.response_format?.type).toBe('json_schema');
    expect(request?.messages.find((m) => m.role === 'system')?.content).toContain('Thai');
  });

  it('leaves out model ideas already on my list', async () => {
    const user = await proUser(t);
    await user.client.json('/api/bucket-list', {
      body: { title: 'Climb Mount Fuji', category: 'Adventure' },
    });
    fake.answer({
      kind: 'json',
      answer: {
        ideas: [
          { title: 'climb mount fuji', description: 'Again.', category: 'Adventure' },
          { title: 'Sleep in an ice hotel', description: 'In Swedish Lapland.', category: 'Experiences' },
        ],
      },
    });
    const res = await user.client.json<AiIdeas>('/api/ai/ideas', { body: { mode: 'surprise', count: 2 } });
    expect(res.body.engine).toBe('model');
    expect(res.body.ideas.map((idea) => idea.title)).toEqual(['Sleep in an ice hotel']);
    expect(
      fake.requests
        .at(-1)
        ?.messages.map((m) => m.content)
        .join('\n'),
    ).toContain('Climb Mount Fuji');
  });

  it('falls back to the built-in catalogue on an answer that is not JSON, of the wrong shape, an error or a timeout', async () => {
    const user = await proUser(t);
    for (const behaviour of [
      { kind: 'text', text: 'Here are some ideas: skydiving!' },
      { kind: 'json', answer: { ideas: [{ title: 'No category' }] } },
      { kind: 'status', status: 500 },
      { kind: 'hang' },
    ] as const) {
      fake.answer(behaviour);
      const started = Date.now();
      const res = await user.client.json<AiIdeas>('/api/ai/ideas', {
        body: { mode: 'category', category: 'Learning', count: 3 },
      });
      expect(res.status, behaviour.kind).toBe(200);
      expect(res.body.engine, behaviour.kind).toBe('builtin');
      expect(res.body.ideas).toHaveLength(3);
      for (const idea of res.body.ideas)
        expect(idea).toMatchObject({ id: expect.any(String), category: 'Learning' });
      expect(Date.now() - started).toBeLessThan(5_000);
      const travel = await user.client.json<AiTravel>('/api/ai/travel', { body: { region: 'europe' } });
      expect(travel.status).toBe(200);
      expect(travel.body.engine).toBe('builtin');
      expect(travel.body.destinations).toHaveLength(5);
    }
  });

  it('streams each idea as the model finishes it, before the model has finished the answer', async () => {
    const user = await proUser(t);
    fake.answer({
      kind: 'paused',
      answer: {
        ideas: [
          { title: 'Sail the Greek islands', description: 'Hop from Naxos to Milos.', category: 'Travel' },
          { title: 'Ride the Trans-Siberian', description: 'Moscow to Vladivostok.', category: 'Travel' },
        ],
      },
      pauseBefore: 'Moscow',
    });
    const res = await user.client.request('/api/ai/ideas', {
      body: { mode: 'category', category: 'Travel', count: 2 },
      headers: { accept: AI_IDEAS_STREAM_TYPE },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(AI_IDEAS_STREAM_TYPE);
    const lines = ndjsonLines(res);
    // The model is still writing its second idea: the first is already here.
    expect(await lines.next()).toEqual({
      done: false,
      value: {
        idea: {
          title: 'Sail the Greek islands',
          description: 'Hop from Naxos to Milos.',
          category: 'Travel',
        },
      },
    });
    fake.resume();
    const rest: unknown[] = [];
    for await (const line of lines) rest.push(line);
    expect(rest).toEqual([
      {
        idea: { title: 'Ride the Trans-Siberian', description: 'Moscow to Vladivostok.', category: 'Travel' },
      },
      { done: true, engine: 'model' },
    ]);
  });

  it('streams the built-in ideas when the model fails before its first idea', async () => {
    const user = await proUser(t);
    fake.answer({ kind: 'status', status: 500 });
    const res = await user.client.request('/api/ai/ideas', {
      body: { mode: 'category', category: 'Learning', count: 3 },
      headers: { accept: AI_IDEAS_STREAM_TYPE },
    });
    const lines: AiIdeasStreamLine[] = [];
    for await (const line of ndjsonLines(res)) lines.push(line);
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(0, 3))
      expect(line).toMatchObject({ idea: { id: expect.any(String), category: 'Learning' } });
    expect(lines[3]).toEqual({ done: true, engine: 'builtin' });
  });

  it('counts popular ideas itself, whatever the model', async () => {
    const user = await proUser(t);
    fake.answer({ kind: 'hang' });
    const before = fake.requests.length;
    const res = await user.client.json<AiIdeas>('/api/ai/ideas', { body: { mode: 'popular' } });
    expect(res.body).toEqual({ engine: 'builtin', ideas: [] });
    expect(fake.requests.length).toBe(before);
  });

  it('coaches with the model, and answers AI_GENERATION_FAILED when it fails', async () => {
    const user = await proUser(t);
    fake.answer({ kind: 'json', answer: { questions: ['Which marathon?', 'By when?'], goal: null } });
    const asked = await user.client.json<AiClarity>('/api/ai/clarity', { body: { wish: 'Run a marathon' } });
    expect(asked.body).toEqual({ questions: ['Which marathon?', 'By when?'] });

    const goal = {
      title: 'Run the Bangkok Marathon',
      description: 'Finish the full 42 km in under five hours.',
      category: 'Fitness',
      targetDate: '2027-11-21',
      firstSteps: ['Register for the race', 'Run 5 km three times a week'],
    };
    fake.answer({ kind: 'json', answer: { questions: [], goal } });
    const answers = [
      { question: 'Which marathon?', answer: 'Bangkok' },
      { question: 'By when?', answer: 'November 2027' },
    ];
    const clarified = await user.client.json<AiClarity>('/api/ai/clarity', {
      body: { wish: 'Run a marathon', answers },
    });
    expect(clarified.body).toEqual({ goal });
    const prompt = fake.requests
      .at(-1)
      ?.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Bangkok');

    // Still asking after a round of answers is no answer.
    fake.answer({ kind: 'json', answer: { questions: ['And then?'], goal: null } });
    for (const behaviour of [
      null,
      { kind: 'text', text: '{"questions": [' },
      { kind: 'json', answer: { goal: { title: 'No shape' } } },
      { kind: 'hang' },
    ] as const) {
      if (behaviour) fake.answer(behaviour);
      const failed = await user.client.json<ErrorBody>('/api/ai/clarity', {
        body: { wish: 'Run a marathon', answers },
      });
      expect(failed.status, behaviour?.kind ?? 'asking').toBe(502);
      expect(failed.body.error).toEqual(FAILED);
    }
  });

  it('matches travel destinations with the model', async () => {
    const user = await proUser(t);
    const destinations = [
      {
        name: 'Chiang Mai',
        country: 'Thailand',
        why: 'Cool mornings and temples.',
        bestMonths: [11, 12, 1],
        costLevel: 1,
      },
      { name: 'Kyoto', country: 'Japan', why: 'Autumn leaves.', bestMonths: [11], costLevel: 3 },
    ];
    fake.answer({ kind: 'json', answer: { destinations } });
    const res = await user.client.json<AiTravel>('/api/ai/travel', {
      body: { month: 11, interests: ['culture'] },
    });
    // Months in calendar order, as the built-in destinations give them.
    const [chiangMai, kyoto] = destinations;
    expect(res.body).toEqual({
      engine: 'model',
      destinations: [{ ...chiangMai, bestMonths: [1, 11, 12] }, kyoto],
    });
    expect(
      fake.requests
        .at(-1)
        ?.messages.map((m) => m.content)
        .join('\n'),
    ).toContain('culture');
  });
});
