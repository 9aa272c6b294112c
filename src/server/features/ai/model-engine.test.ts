import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../tests/support/fake-openai';
import { freePort } from '../../../../tests/support/free-port';
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from '../../../common/goals';
import { modelEngine } from './model-engine';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});

describe('the model engine', () => {
  it('is available while the endpoint lists its models, and keeps that answer for a while', async () => {
    const engine = modelEngine({ baseUrl: fake.baseUrl, model: fake.model, apiKey: undefined });
    expect(await engine.available()).toBe(true);
    fake.models(503);
    // Kept: a screen polling the status does not poll the model's server.
    expect(await engine.available()).toBe(true);
    expect(
      await modelEngine({ baseUrl: fake.baseUrl, model: fake.model, apiKey: undefined }).available(),
    ).toBe(false);
    fake.models(200);
  });

  it('is unavailable when nothing listens at the address', async () => {
    const port = await freePort();
    const engine = modelEngine({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'x', apiKey: 'k' });
    expect(await engine.available()).toBe(false);
  });

  it('gives up after its timeout and when the caller goes away', async () => {
    fake.answer({ kind: 'hang' });
    const engine = modelEngine({
      baseUrl: fake.baseUrl,
      model: fake.model,
      apiKey: undefined,
      timeoutMs: 200,
    });
    const request = {
      mode: 'surprise',
      category: undefined,
      count: 3,
      lang: 'en',
      excludeIds: [],
      excludeTitles: [],
    } as const;
    const started = Date.now();
    await expect(engine.ideas(request)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);

    const slow = modelEngine({
      baseUrl: fake.baseUrl,
      model: fake.model,
      apiKey: undefined,
      timeoutMs: 60_000,
    });
    const caller = new AbortController();
    const pending = slow.travel({}, 'en', caller.signal);
    setTimeout(() => caller.abort(), 100);
    await expect(pending).rejects.toThrow();
  });

  it('keeps a date the model gives only when both databases can store it', async () => {
    const engine = modelEngine({ baseUrl: fake.baseUrl, model: fake.model, apiKey: undefined });
    const goal = { title: 'Write a book', description: '', category: 'Creativity', firstSteps: [] };
    fake.answer({ kind: 'json', answer: { questions: [], goal: { ...goal, targetDate: '0999-01-01' } } });
    expect(await engine.clarity({ wish: 'Write a book', answers: [], lang: 'en' })).toEqual({ goal });
    fake.answer({ kind: 'json', answer: { questions: [], goal: { ...goal, targetDate: '2030-06-30' } } });
    expect(await engine.clarity({ wish: 'Write a book', answers: [], lang: 'en' })).toEqual({
      goal: { ...goal, targetDate: '2030-06-30' },
    });
  });

  it('cuts texts longer than a goal takes, and drops ideas without a title, instead of failing', async () => {
    const engine = modelEngine({ baseUrl: fake.baseUrl, model: fake.model, apiKey: undefined });
    fake.answer({
      kind: 'json',
      answer: {
        ideas: [
          { title: '   ', description: 'Nothing to call it.', category: 'Travel' },
          { title: ` ${'Walk '.repeat(60)}`, description: 'd'.repeat(2500), category: 'Travel' },
        ],
      },
    });
    const request = {
      mode: 'category',
      category: 'Travel',
      count: 3,
      lang: 'en',
      excludeIds: [],
      excludeTitles: [],
    } as const;
    const [idea, ...rest] = await engine.ideas(request);
    expect(rest).toEqual([]);
    expect(idea?.title.length).toBeLessThanOrEqual(GOAL_TITLE_MAX);
    expect(idea?.title).toMatch(/^Walk Walk .*…$/);
    expect(idea?.description.length).toBe(GOAL_DESCRIPTION_MAX);
  });

  it('sends the schema and the model name in the request', async () => {
    fake.answer({ kind: 'json', answer: { destinations: [] } });
    const engine = modelEngine({ baseUrl: fake.baseUrl, model: fake.model, apiKey: 'secret' });
    // An empty list does not fit the schema (at least one destination).
    await expect(engine.travel({ region: 'asia' }, 'th')).rejects.toThrow();
    const sent = fake.requests.at(-1);
    expect(sent?.model).toBe(fake.model);
    expect(sent?.authorization).toBe('Bearer secret');
    expect(sent?.response_format?.json_schema?.schema).toMatchObject({ type: 'object' });
    expect(sent?.messages.map((m) => m.content).join('\n')).toContain('region: asia');
  });
});
