import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBE_ANSWER_MS } from '../../src/server/auth/auth-gateway';
import { DIRECT_PASSWORD, directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { BASE_URL, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type SignUpAnswer = { user: Record<string, unknown> } & Record<string, unknown>;
const newEmail = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;

/** A sign-up from a visitor of its own (own address, so only the per-account limit is shared). */
async function signUp(email: string, password = 'another long password') {
  const started = performance.now();
  const res = await new TestClient(t).json<SignUpAnswer>('/api/auth/sign-up/email', {
    body: { name: 'Someone Else', email, password, callbackURL: '/dashboard' },
  });
  return { ...res, ms: performance.now() - started };
}

/** Every mail the outbox holds for an address, newest first, once the app's mail has gone out. */
async function mailsTo(email: string) {
  await t.tasks.idle();
  return t.db
    .selectFrom('mailOutbox')
    .select(['subject', 'text', 'html'])
    .where('to', '=', email)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The answer with what differs between any two sign-ups (the made-up id, the times) blanked. */
function shapeOf(body: SignUpAnswer) {
  const { id, createdAt, updatedAt, ...user } = body.user;
  return {
    ...body,
    user: { ...user, id: typeof id, createdAt: typeof createdAt, updatedAt: typeof updatedAt },
  };
}

const countUsers = async (email: string) =>
  (await t.db.selectFrom('user').select('id').where('email', '=', email).execute()).length;

describe('signing up with an address that already has an account', () => {
  it('answers exactly as for a new address, after the same minimum time', async () => {
    const owner = await directUser(t);
    const taken = await signUp(owner.email);
    const fresh = await signUp(newEmail('fresh'));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(shapeOf(taken.body)).toEqual({
      ...shapeOf(fresh.body),
      user: { ...shapeOf(fresh.body).user, email: owner.email },
    });
    expect(taken.res.headers.getSetCookie()).toEqual([]);
    expect(fresh.res.headers.getSetCookie()).toEqual([]);
    expect(taken.ms).toBeGreaterThanOrEqual(PROBE_ANSWER_MS - 1);
    expect(fresh.ms).toBeGreaterThanOrEqual(PROBE_ANSWER_MS - 1);
  });

  it('mails the owner in English with a sign-in and a reset link, and makes no second account', async () => {
    const owner = await directUser(t);
    expect((await signUp(owner.email)).status).toBe(200);

    const [mail, ...others] = await mailsTo(owner.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Someone tried to create a Someday account with your address');
    expect(mail?.text).toContain(
      'Someone tried to create an account with your address. If it was you, sign in or reset your password.',
    );
    expect(mail?.text).toContain(`Sign in: ${BASE_URL}/account?mode=login`);
    expect(mail?.text).toContain(`Reset my password: ${BASE_URL}/forgot-password`);
    expect(mail?.html).toContain('lang="en"');
    expect(await countUsers(owner.email)).toBe(1);

    // The owner's password still signs in; the one typed into the sign-up form does not.
    const withOwn = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: owner.email, password: DIRECT_PASSWORD },
    });
    expect(withOwn.status).toBe(200);
    const withTyped = await new TestClient(t).json('/api/auth/sign-in/email', {
      body: { email: owner.email, password: 'another long password' },
    });
    expect(withTyped.status).toBe(401);
  });

  it('writes to an owner who reads Thai in Thai', async () => {
    const owner = await directUser(t);
    await t.db.updateTable('user').set({ locale: 'th' }).where('id', '=', owner.id).execute();
    expect((await signUp(owner.email)).status).toBe(200);

    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('มีผู้พยายามสร้างบัญชี Someday ด้วยอีเมลของคุณ');
    expect(mail?.text).toContain('หากเป็นคุณ โปรดลงชื่อเข้าใช้หรือรีเซ็ตรหัสผ่าน');
    expect(mail?.text).toContain(`${BASE_URL}/account?mode=login`);
    expect(mail?.text).toContain(`${BASE_URL}/forgot-password`);
    expect(mail?.html).toContain('lang="th"');
  });

  it('limits the mails one inbox gets, with the same refusal for a new address', async () => {
    const owner = await directUser(t);
    const unknown = newEmail('flooded');
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) seen.push((await signUp(email)).status);
      return seen;
    };
    const known = await statuses(owner.email);
    expect(known).toEqual([...Array(10).fill(200), 429]);
    expect(await statuses(unknown)).toEqual(known);
    expect(await mailsTo(owner.email)).toHaveLength(10);
    expect(await countUsers(owner.email)).toBe(1);
  });

  it('keeps the per-address sign-up limit for existing and new addresses alike', async () => {
    const owner = await directUser(t);
    const visitor = new TestClient(t);
    const seen: number[] = [];
    for (const email of [
      owner.email,
      newEmail('a'),
      owner.email,
      newEmail('b'),
      owner.email,
      newEmail('c'),
    ]) {
      const res = await visitor.json('/api/auth/sign-up/email', {
        body: { name: 'Someone Else', email, password: 'another long password' },
      });
      seen.push(res.status);
    }
    expect(seen).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
