import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_PASSWORD } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type AuthError = { code: string; message: string };
const newEmail = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
const post = (path: string, body: Record<string, unknown>) =>
  new TestClient(t).json<AuthError>(`/api/auth${path}`, { body });
const usersNamed = async (email: string) =>
  (await t.db.selectFrom('user').select('id').where('email', '=', email).execute()).length;

describe('auth bodies are judged by the schemas the web forms use', () => {
  it('refuses a sign-up with a catalogue code per field and writes no account', async () => {
    const cases = [
      [{ name: '   ' }, 'NAME_REQUIRED', 'Please enter a name.'],
      [{ name: 42 }, 'INVALID_NAME', 'The name must be text.'],
      [{ password: 'p'.repeat(PASSWORD_MIN_LENGTH - 1) }, 'PASSWORD_TOO_SHORT', 'Password too short'],
      [{ password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) }, 'PASSWORD_TOO_LONG', 'Password too long'],
      [{ email: 'not-an-address' }, 'INVALID_EMAIL', 'Invalid email'],
      [{ email: '' }, 'INVALID_EMAIL', 'Invalid email'],
      [{ email: ['a@example.com'] }, 'VALIDATION_FAILED', 'The request is not valid.'],
    ] as const;
    for (const [change, code, message] of cases) {
      const email = newEmail('bodies');
      const res = await post('/sign-up/email', { name: 'Ada', email, password: DIRECT_PASSWORD, ...change });
      expect(res.status, code).toBe(400);
      expect(res.body, code).toEqual({ code, message });
      expect(await usersNamed(email), code).toBe(0);
    }
  });

  it('takes a body at the limits, with the fields better-auth reads besides', async () => {
    const email = newEmail('limits');
    const res = await post('/sign-up/email', {
      name: ' Ada ',
      email,
      password: 'p'.repeat(PASSWORD_MIN_LENGTH),
      callbackURL: '/dashboard',
    });
    expect(res.status).toBe(200);
    expect(await usersNamed(email)).toBe(1);
  });

  it('refuses an empty password at sign-in and a short new one at reset', async () => {
    const signIn = await post('/sign-in/email', { email: newEmail('empty'), password: '' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.code).toBe('VALIDATION_FAILED');
    const reset = await post('/reset-password', {
      token: 'not-a-token',
      newPassword: 'p'.repeat(PASSWORD_MIN_LENGTH - 1),
    });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('PASSWORD_TOO_SHORT');
    const address = await post('/request-password-reset', { email: 'nobody at example', redirectTo: '/' });
    expect(address.status).toBe(400);
    expect(address.body.code).toBe('INVALID_EMAIL');
  });
});
