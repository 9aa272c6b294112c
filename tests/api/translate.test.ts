import type { Translation, TranslationStatus } from '@common/translate';
import { TRANSLATION_TEXT_MAX, TRANSLATIONS_PER_HOUR } from '@common/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../src/server/config';
import { directUser } from '../support/direct-user';
import { type FakeDeepL, startFakeDeepL } from '../support/fake-deepl';
import { type FakeLibreTranslate, startFakeLibreTranslate } from '../support/fake-libretranslate';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai';
import { freePort } from '../support/free-port';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

const ON = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
/** Short, so a hanging engine fails the request quickly; a loopback fake answers far sooner. */
const TIMEOUT_MS = 1_500;
const FAILED = { code: 'TRANSLATION_FAILED', message: 'Failed to translate text.' };

type ErrorBody = { error: { code: string; message: string; details?: Array<{ path: string }> } };

async function signedIn(t: TestApp) {
  return (await directUser(t)).client;
}

/** A 400 VALIDATION_FAILED naming the field at fault, for each bad body; the engine hears none of them. */
async function expectRefusedBodies(client: TestClient, engineRequests: () => number) {
  const before = engineRequests();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ text: '', source: 'en', target: 'th' }, 'text'],
    [{ text: '   \n\t ', source: 'en', target: 'th' }, 'text'],
    [{ text: 'x'.repeat(TRANSLATION_TEXT_MAX + 1), source: 'en', target: 'th' }, 'text'],
    [{ text: 'Hello', source: 'en', target: 'en' }, 'target'],
    [{ text: 'Hello', source: 'fr', target: 'th' }, 'source'],
    [{ text: 'Hello', source: 'en', target: 'auto' }, 'target'],
    [{ text: 'Hello', source: 'en' }, 'target'],
    [{ text: 42, source: 'en', target: 'th' }, 'text'],
  ];
  for (const [body, field] of cases) {
    const res = await client.json<ErrorBody>('/api/translate', { body });
    expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details?.map((d) => d.path)).toContain(field);
  }
  expect(engineRequests()).toBe(before);
}

describe(`translation on ${ON}, no engine configured`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the service unavailable and answers 503 TRANSLATION_UNAVAILABLE', async () => {
    const client = await signedIn(t);
    const status = await client.json<TranslationStatus>('/api/translate/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ available: false, engine: 'none' });
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: 'TRANSLATION_UNAVAILABLE',
      message: 'Translation service is currently unavailable',
    });
  });

  it('refuses empty, too long, same-language and unknown-language bodies with 400 first', async () => {
    await expectRefusedBodies(await signedIn(t), () => 0);
  });

  it('refuses a signed-out caller with 401 on both routes', async () => {
    const visitor = new TestClient(t);
    const status = await visitor.json<ErrorBody>('/api/translate/status');
    const post = await visitor.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    for (const res of [status, post]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a body over the size limit with 413 before reading it', async () => {
    const client = await signedIn(t);
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'x'.repeat(70_000), source: 'en', target: 'th' },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it(`allows ${TRANSLATIONS_PER_HOUR} translations per user and hour, then 429 with Retry-After`, async () => {
    const client = await signedIn(t);
    // Refused bodies spend the budget too: the limit is counted before the body is read.
    for (let i = 0; i < TRANSLATIONS_PER_HOUR; i += 1) {
      const res = await client.request('/api/translate', { body: { text: '', source: 'en', target: 'th' } });
      expect(res.status).toBe(400);
    }
    const over = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('RATE_LIMITED');
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The status is not counted, and another user has a budget of their own.
    expect((await client.request('/api/translate/status')).status).toBe(200);
    const other = await signedIn(t);
    expect(
      (await other.request('/api/translate', { body: { text: 'Hi', source: 'en', target: 'th' } })).status,
    ).toBe(503);
  });
});

describe('the translation engine the configuration picks', () => {
  const env = { DATA_DIR: '/tmp/someday-translate-config', LOG_LEVEL: 'silent' };
  const libre = { LIBRETRANSLATE_URL: 'http://127.0.0.1:5000/', LIBRETRANSLATE_API_KEY: 'k' };
  const deepl = { DEEPL_API_KEY: 'd:fx', DEEPL_SERVER_URL: 'http://127.0.0.1:5001' };
  const ai = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.2' };

  it('is LibreTranslate, then DeepL, then the AI model, else none', () => {
    expect(loadConfig({ ...env, ...libre, ...deepl, ...ai }).translation).toEqual({
      engine: 'libretranslate',
      url: 'http://127.0.0.1:5000',
      apiKey: 'k',
    });
    expect(loadConfig({ ...env, ...deepl, ...ai }).translation).toEqual({
      engine: 'deepl',
      apiKey: 'd:fx',
      serverUrl: 'http://127.0.0.1:5001',
    });
    expect(loadConfig({ ...env, ...ai }).translation).toEqual({
      engine: 'model',
      model: { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: undefined },
    });
    expect(loadConfig(env).translation).toBeUndefined();
  });

  it('takes TRANSLATE_URL and TRANSLATE_API_KEY as the LibreTranslate settings, before the LIBRETRANSLATE_ names', () => {
    const general = { TRANSLATE_URL: 'http://127.0.0.1:5002', TRANSLATE_API_KEY: 't' };
    expect(loadConfig({ ...env, ...general, ...libre }).translation).toEqual({
      engine: 'libretranslate',
      url: 'http://127.0.0.1:5002',
      apiKey: 't',
    });
  });

  it('refuses a LibreTranslate or DeepL address that is not a URL', () => {
    expect(() => loadConfig({ ...env, LIBRETRANSLATE_URL: 'libretranslate' })).toThrow(
      'LIBRETRANSLATE_URL: must be an absolute http(s) URL',
    );
    expect(() => loadConfig({ ...env, DEEPL_API_KEY: 'k', DEEPL_SERVER_URL: 'deepl' })).toThrow(
      'DEEPL_SERVER_URL: must be an absolute http(s) URL',
    );
  });
});

describe(`translation on ${ON} with LibreTranslate`, () => {
  let fake: FakeLibreTranslate;
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate({ apiKey: 'libre-key' });
    t = await createTestApp({
      config: {
        translation: { engine: 'libretranslate', url: fake.url, apiKey: 'libre-key', timeoutMs: TIMEOUT_MS },
      },
    });
    client = await signedIn(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reports LibreTranslate available while its languages answer', async () => {
    const status = await client.json<TranslationStatus>('/api/translate/status');
    expect(status.body).toEqual({ available: true, engine: 'libretranslate' });
  });

  it('translates English into Thai over its JSON protocol, with the API key', async () => {
    fake.answer({ kind: 'ok' });
    const res = await client.json<Translation>('/api/translate', {
      body: { text: '  Hello  ', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ translatedText: 'สวัสดี', engine: 'libretranslate' });
    expect(fake.requests.at(-1)).toEqual({
      q: 'Hello',
      source: 'en',
      target: 'th',
      format: 'text',
      api_key: 'libre-key',
      contentType: 'application/json',
    });
  });

  it('lets LibreTranslate detect the source, and says what it found', async () => {
    fake.answer({ kind: 'ok' });
    const res = await client.json<Translation>('/api/translate', {
      body: { text: 'ขอบคุณ', source: 'auto', target: 'en' },
    });
    expect(res.body).toEqual({ translatedText: 'Thank you', engine: 'libretranslate', detectedSource: 'th' });
    expect(fake.requests.at(-1)?.source).toBe('auto');
  });

  it('refuses bad bodies with 400 without asking LibreTranslate', async () => {
    await expectRefusedBodies(client, () => fake.requests.length);
  });

  it('answers 502 TRANSLATION_FAILED when LibreTranslate fails', async () => {
    fake.answer({ kind: 'status', status: 500 });
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual(FAILED);
  });

  it('answers 502 TRANSLATION_FAILED when LibreTranslate does not answer in time', async () => {
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual(FAILED);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    fake.answer({ kind: 'ok' });
  });

  it('answers 502 when the server refuses the key', async () => {
    const keyless = await createTestApp({
      config: {
        translation: { engine: 'libretranslate', url: fake.url, apiKey: 'wrong', timeoutMs: TIMEOUT_MS },
      },
    });
    try {
      const res = await (await signedIn(keyless)).json<ErrorBody>('/api/translate', {
        body: { text: 'Hello', source: 'en', target: 'th' },
      });
      expect(res.status).toBe(502);
      expect(res.body.error.code).toBe('TRANSLATION_FAILED');
    } finally {
      await keyless.close();
    }
  });

  it('reports LibreTranslate unavailable and fails translations when it is down', async () => {
    const down = await createTestApp({
      config: {
        translation: {
          engine: 'libretranslate',
          url: `http://127.0.0.1:${await freePort()}`,
          apiKey: undefined,
          timeoutMs: TIMEOUT_MS,
        },
      },
    });
    try {
      const user = await signedIn(down);
      expect((await user.json<TranslationStatus>('/api/translate/status')).body).toEqual({
        available: false,
        engine: 'libretranslate',
      });
      const res = await user.json<ErrorBody>('/api/translate', {
        body: { text: 'Hello', source: 'en', target: 'th' },
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual(FAILED);
    } finally {
      await down.close();
    }
  });
});

describe(`translation on ${ON} with DeepL`, () => {
  let fake: FakeDeepL;
  let t: TestApp;
  let client: TestClient;
  const deepl = (fakeDeepL: FakeDeepL, apiKey = fakeDeepL.authKey): Partial<Config> => ({
    translation: { engine: 'deepl', apiKey, serverUrl: fakeDeepL.serverUrl, timeoutMs: TIMEOUT_MS },
  });
  beforeAll(async () => {
    fake = await startFakeDeepL();
    t = await createTestApp({ config: deepl(fake) });
    client = await signedIn(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reports DeepL available while its usage answers', async () => {
    const status = await client.json<TranslationStatus>('/api/translate/status');
    expect(status.body).toEqual({ available: true, engine: 'deepl' });
  });

  it('translates Thai into English through deepl-node, with an en-US target', async () => {
    fake.answer({ kind: 'ok' });
    const res = await client.json<Translation>('/api/translate', {
      body: { text: 'สวัสดี', source: 'th', target: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ translatedText: 'Hello', engine: 'deepl' });
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({
      text: ['สวัสดี'],
      sourceLang: 'TH',
      targetLang: 'EN-US',
      authorization: `DeepL-Auth-Key ${fake.authKey}`,
    });
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('translates English into Thai', async () => {
    const res = await client.json<Translation>('/api/translate', {
      body: { text: 'See the northern lights', source: 'en', target: 'th' },
    });
    expect(res.body).toEqual({ translatedText: 'ชมแสงเหนือ', engine: 'deepl' });
    expect(fake.requests.at(-1)).toMatchObject({ sourceLang: 'EN', targetLang: 'TH' });
  });

  it('lets DeepL detect the source (no source_lang), and says what it found', async () => {
    const res = await client.json<Translation>('/api/translate', {
      body: { text: 'Thank you', source: 'auto', target: 'th' },
    });
    expect(res.body).toEqual({ translatedText: 'ขอบคุณ', engine: 'deepl', detectedSource: 'en' });
    expect(fake.requests.at(-1)?.sourceLang).toBeNull();
  });

  it('refuses bad bodies with 400 without asking DeepL', async () => {
    await expectRefusedBodies(client, () => fake.requests.length);
  });

  it('answers 502 TRANSLATION_FAILED when DeepL fails, without retrying', async () => {
    fake.answer({ kind: 'status', status: 503 });
    const before = fake.requests.length;
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual(FAILED);
    expect(fake.requests.length - before).toBe(1);
    fake.answer({ kind: 'ok' });
  });

  it('answers 502 TRANSLATION_FAILED when DeepL does not answer in time', async () => {
    fake.answer({ kind: 'hang' });
    const started = Date.now();
    const res = await client.json<ErrorBody>('/api/translate', {
      body: { text: 'Hello', source: 'en', target: 'th' },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual(FAILED);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    fake.answer({ kind: 'ok' });
  });

  it('reports DeepL unavailable and fails translations with a key it refuses', async () => {
    const refused = await createTestApp({ config: deepl(fake, 'not-the-key:fx') });
    try {
      const user = await signedIn(refused);
      expect((await user.json<TranslationStatus>('/api/translate/status')).body).toEqual({
        available: false,
        engine: 'deepl',
      });
      const res = await user.json<ErrorBody>('/api/translate', {
        body: { text: 'Hello', source: 'en', target: 'th' },
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual(FAILED);
    } finally {
      await refused.close();
    }
  });
});

describe(`translation on ${ON} with the AI model`, () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({
      config: {
        translation: {
          engine: 'model',
          model: { baseUrl: fake.baseUrl, model: fake.model, apiKey: 'sk-test' },
          timeoutMs: TIMEOUT_MS,
        },
      },
    });
    client = await signedIn(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reports the model available while its endpoint answers', async () => {
    expect((await client.json<TranslationStatus>('/api/translate/status')).body).toEqual({
      available: true,
      engine: 'model',
    });
  });

  it('translates with the model, the text as the prompt and the languages in the instructions', async () => {
    fake.answer({ kind: 'json', answer: { translatedText: 'สวัสดี', detectedSource: 'en' } });
    const res = await client.json<Translation>('/api/translate', {
      body: { text: 'Hello', source: 'auto', target: 'th' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ translatedText: 'สวัสดี', engine: 'model', detectedSource: 'en' });
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.messages.find((m) => m.role === 'system')?.content).toContain('into Thai');
    expect(sent?.messages.find((m) => m.role === 'user')?.content).toBe('Hello');
  });

  it('answers 502 TRANSLATION_FAILED when the model fails or answers outside the shape', async () => {
    for (const behaviour of [
      { kind: 'status', status: 500 },
      { kind: 'text', text: 'Sure! Here is your translation' },
    ] as const) {
      fake.answer(behaviour);
      const res = await client.json<ErrorBody>('/api/translate', {
        body: { text: 'Hello', source: 'en', target: 'th' },
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual(FAILED);
    }
  });
});
