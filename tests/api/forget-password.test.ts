import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_ANSWER_MS } from '../../src/server/auth/auth-gateway';
import { directUser } from '../support/direct-user';
import { latestMail, TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OLD = '/api/auth/forget-password';
const NEW = '/api/auth/request-password-reset';
const newEmail = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

async function ask(path: string, body: Record<string, unknown>, client = new TestClient(t)) {
  const started = performance.now();
  const res = await client.json(path, { body });
  return { status: res.status, body: res.body, ms: performance.now() - started };
}

describe('POST /api/auth/forget-password, the older name of request-password-reset', () => {
  it('gives the same answer, for known and unknown addresses, after the same minimum time', async () => {
    const owner = await directUser(t);
    const answers = [];
    for (const path of [OLD, NEW]) {
      for (const email of [owner.email, newEmail('nobody')]) {
        answers.push(await ask(path, { email, redirectTo: '/reset-password' }));
      }
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
      expect(answer.ms).toBeGreaterThanOrEqual(PROBE_ANSWER_MS - 1);
    }
  });

  it('mails the owner the reset link', async () => {
    const owner = await directUser(t);
    const client = new TestClient(t);
    expect((await ask(OLD, { email: owner.email, redirectTo: '/reset-password' }, client)).status).toBe(200);
    const mail = await latestMail(client, owner.email);
    expect(mail.subject).toBe('Reset your Someday password');
    expect(mail.links.some((link) => link.includes('/api/auth/reset-password/'))).toBe(true);
  });

  it('refuses a missing or malformed address as request-password-reset does', async () => {
    for (const body of [{}, { email: 'not an address' }]) {
      const old = await ask(OLD, body);
      const current = await ask(NEW, body);
      expect(old.status).toBe(400);
      expect(old).toMatchObject({ status: current.status, body: current.body });
    }
  });

  it('shares the limits of request-password-reset: both names count against one allowance', async () => {
    const visitor = new TestClient(t);
    const statuses = [];
    for (const path of [NEW, OLD, NEW, OLD]) {
      statuses.push((await ask(path, { email: newEmail('limited') }, visitor)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    // Per account too: ten requests an hour, from anywhere, under either name.
    const email = newEmail('inbox');
    const perAccount = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      perAccount.push((await ask(attempt % 2 ? OLD : NEW, { email })).status);
    }
    expect(perAccount).toEqual([...Array(10).fill(200), 429]);
  });
});
