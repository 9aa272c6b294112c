import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Goal } from '@common/goals';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/limits';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_PASSWORD, directUser } from '../support/direct-user';
import { latestMail, TestClient } from '../support/http-client';
import { streamBody } from '../support/oversized-uploads';
import { BASE_URL, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const JSON_TYPE = 'application/json';
type AuthError = { code: string; message: string };
type ApiError = { error: { code: string; message: string; details?: unknown } };
const newEmail = (label: string) => `${label}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
const count = async (table: 'user' | 'goal') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('request bodies', () => {
  it('refuses a chunked body over its limit (64 KB, 512 KB for Stripe) at once, storing nothing', async () => {
    const user = await directUser(t, { pro: true });
    const usersBefore = await count('user');
    const cases = [
      { client: new TestClient(t), path: '/api/auth/sign-up/email' },
      { client: new TestClient(t), path: '/api/auth/sign-in/email' },
      { client: new TestClient(t), path: '/api/billing/stripe/webhook' },
      { client: user.client, path: '/api/bucket-list' },
    ];
    for (const { client, path } of cases) {
      const { res, sent } = await streamBody(client, path, 8 * 1024 * 1024, JSON_TYPE);
      expect(res.status, path).toBe(413);
      const body = (await res.json()) as ApiError;
      expect(body.error.code, path).toBe('PAYLOAD_TOO_LARGE');
      // The server stopped reading just past the limit, long before the 8 MB the client had.
      expect(sent, path).toBeLessThan(1024 * 1024);
    }
    expect(await count('user')).toBe(usersBefore);
    expect(await count('goal')).toBe(0);
  });

  it('refuses a declared Content-Length over the limit before reading a byte', async () => {
    const res = await new TestClient(t).send('/api/auth/sign-in/email', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': JSON_TYPE, 'content-length': String(10 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
  });

  it('accepts a body just under the limit and answers it by its content', async () => {
    const { client } = await directUser(t);
    const res = await client.json<ApiError>('/api/bucket-list', {
      body: { title: 'x'.repeat(60 * 1024), category: 'Travel' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('request bodies on a real socket', () => {
  // In-process requests have no Node request behind them; these go through Node's parser, where
  // a body's declared length is read from Node's headers instead of from a web Request.
  it('refuses a declared length over the limit unread, and reads one within it', async () => {
    const user = await directUser(t, { pro: true });
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const headers = {
      'content-type': JSON_TYPE,
      origin: BASE_URL,
      cookie: user.client.cookieHeader(),
    };
    try {
      // Ten megabytes announced, two bytes sent: the answer comes without waiting for the rest.
      const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/api/bucket-list', method: 'POST' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        for (const [name, value] of Object.entries(headers)) req.setHeader(name, value);
        req.setHeader('content-length', String(10 * 1024 * 1024));
        req.write('{}');
      });
      expect(refused.status).toBe(413);
      expect((JSON.parse(refused.body) as ApiError).error.code).toBe('PAYLOAD_TOO_LARGE');

      const created = await fetch(`http://127.0.0.1:${port}/api/bucket-list`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Cross the Sahara by camel', category: 'Travel' }),
      });
      expect(created.status).toBe(201);
      expect(((await created.json()) as Goal).title).toBe('Cross the Sahara by camel');

      const tooLong = await fetch(`http://127.0.0.1:${port}/api/bucket-list`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'x'.repeat(70 * 1024), category: 'Travel' }),
      });
      expect(tooLong.status).toBe(413);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('text the databases cannot hold', () => {
  it('refuses NUL characters in paths, queries and JSON, on auth and product routes', async () => {
    const { client } = await directUser(t);
    const shared = await client.json<ApiError>('/api/shared/%00');
    expect(shared.status).toBe(400);
    expect(shared.body.error.code).toBe('INVALID_TEXT');
    expect((await client.request('/api/bucket-list/abc%00def')).status).toBe(400);
    expect((await client.request('/api/dev/mailbox?to=a%00@example.com')).status).toBe(400);
    const goal = await client.json<ApiError>('/api/bucket-list', {
      body: { title: 'Sea\u0000side', category: 'Travel' },
    });
    expect(goal.status).toBe(400);
    expect(goal.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'title' }] });
    const report = await client.json('/api/logs/error', { body: { error: 'x\u0000', errorId: 'e1' } });
    expect(report.status).toBe(400);
    const signUp = await new TestClient(t).json<AuthError>('/api/auth/sign-up/email', {
      body: { name: 'Nul\u0000', email: newEmail('nul'), password: DIRECT_PASSWORD },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.code).toBe('INVALID_TEXT');
  });

  it('refuses ids that cannot be ours as not found, and dates PostgreSQL has no year for', async () => {
    const { client } = await directUser(t);
    expect((await client.request(`/api/bucket-list/${'x'.repeat(500)}`)).status).toBe(404);
    expect((await client.request('/api/bucket-list/..%2F..%2Fetc')).status).toBe(404);
    const yearZero = Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000Z', 'a'])).toString('base64url');
    const page = await client.json<ApiError>(`/api/bucket-list?cursor=${yearZero}`);
    expect(page.status).toBe(400);
    const goal = await client.json<ApiError>('/api/bucket-list', {
      body: { title: 'Old', category: 'Travel', targetDate: '0000-01-01' },
    });
    expect(goal.status).toBe(400);
    expect(goal.body.error.details).toEqual([
      { path: 'targetDate', message: 'Use a year from 1000 to 9999.' },
    ]);
  });
});

describe('field limits', () => {
  it(`limits names to ${NAME_MAX_LENGTH} characters at sign-up and on the profile`, async () => {
    const tooLong = 'n'.repeat(NAME_MAX_LENGTH + 1);
    const signUp = await new TestClient(t).json<AuthError>('/api/auth/sign-up/email', {
      body: { name: tooLong, email: newEmail('long'), password: DIRECT_PASSWORD },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({
      code: 'NAME_TOO_LONG',
      message: 'The name can be at most 100 characters.',
    });
    const user = await directUser(t);
    const update = await user.client.json<AuthError>('/api/auth/update-user', { body: { name: tooLong } });
    expect(update.status).toBe(400);
    expect(update.body.code).toBe('NAME_TOO_LONG');
    const fits = await user.client.json('/api/auth/update-user', {
      body: { name: 'n'.repeat(NAME_MAX_LENGTH) },
    });
    expect(fits.status).toBe(200);
    // Changing something else leaves the name alone; a name that is not text is refused.
    expect((await user.client.json('/api/auth/update-user', { body: { locale: 'th' } })).status).toBe(200);
    const notText = await user.client.json<AuthError>('/api/auth/update-user', { body: { name: ['x'] } });
    expect(notText.body.code).toBe('INVALID_NAME');
    const row = await t.db
      .selectFrom('user')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toHaveLength(NAME_MAX_LENGTH);
  });

  it(`limits email addresses to ${EMAIL_MAX_LENGTH} characters wherever one is typed`, async () => {
    const email = `${'e'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    for (const [path, body] of [
      ['/api/auth/sign-up/email', { name: 'Long', email, password: DIRECT_PASSWORD }],
      ['/api/auth/sign-in/email', { email, password: DIRECT_PASSWORD }],
      ['/api/auth/request-password-reset', { email }],
      ['/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }],
    ] as const) {
      const res = await new TestClient(t).json<AuthError>(path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe('EMAIL_TOO_LONG');
    }
  });
});

describe('answers that must not tell whether an account exists', () => {
  it('signs up an existing address with the same status and the same fields as a new one', async () => {
    const existing = await directUser(t);
    const answer = async (email: string) =>
      new TestClient(t).json<{ token: unknown; user: Record<string, unknown> }>('/api/auth/sign-up/email', {
        body: { name: 'Probe', email, password: DIRECT_PASSWORD, locale: 'th' },
      });
    const taken = await answer(existing.email);
    const fresh = await answer(newEmail('fresh'));
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(taken.body.user).not.toHaveProperty('role');
  });

  it('answers a reset request and a code request alike for known and unknown addresses', async () => {
    const existing = await directUser(t);
    for (const [path, body] of [
      ['/api/auth/request-password-reset', (email: string) => ({ email, redirectTo: '/reset-password' })],
      ['/api/auth/email-otp/send-verification-otp', (email: string) => ({ email, type: 'sign-in' })],
    ] as const) {
      const known = await new TestClient(t).json(path, { body: body(existing.email) });
      const unknown = await new TestClient(t).json(path, { body: body(newEmail('nobody')) });
      expect(unknown.status, path).toBe(known.status);
      expect(unknown.body, path).toEqual(known.body);
    }
  });

  it('counts wrong sign-in codes the same way for known and unknown addresses', async () => {
    const existing = await directUser(t);
    const statuses = async (email: string) => {
      const client = new TestClient(t);
      await client.json('/api/auth/email-otp/send-verification-otp', { body: { email, type: 'sign-in' } });
      const seen: Array<[number, string]> = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const res = await client.json<AuthError>('/api/auth/sign-in/email-otp', {
          body: { email, otp: '000000' },
        });
        seen.push([res.status, res.body.code]);
      }
      return seen;
    };
    const known = await statuses(existing.email);
    expect(await statuses(newEmail('nobody'))).toEqual(known);
    // The mailed code, not a guess, is what gets a known address in.
    expect(known.at(-1)?.[0]).toBe(403);
  });
});

describe('the second factor on every way in', () => {
  it('asks for it after an emailed sign-in code, and only the code step signs in', async () => {
    const user = await directUser(t);
    const enabled = await user.client.json<{ totpURI: string }>('/api/auth/two-factor/enable', {
      body: { password: DIRECT_PASSWORD },
    });
    const { URI } = await import('otpauth');
    const totp = URI.parse(enabled.body.totpURI);
    expect(
      (await user.client.json('/api/auth/two-factor/verify-totp', { body: { code: totp.generate() } }))
        .status,
    ).toBe(200);

    const client = new TestClient(t);
    await client.json('/api/auth/email-otp/send-verification-otp', {
      body: { email: user.email, type: 'sign-in' },
    });
    const otp = (await latestMail(client, user.email)).text.match(/\b\d{6}\b/)?.[0] as string;
    const first = await client.json('/api/auth/sign-in/email-otp', { body: { email: user.email, otp } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
    expect((await client.request('/api/me/usage')).status).toBe(401);
    expect((await client.json('/api/auth/get-session')).body).toBeNull();

    const second = await client.json('/api/auth/two-factor/verify-totp', {
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(second.status).toBe(200);
    expect((await client.request('/api/me/usage')).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('travel in the HttpOnly cookie only, except where they name a session to revoke', async () => {
    const user = await directUser(t);
    const client = new TestClient(t);
    const signIn = await client.json('/api/auth/sign-in/email', {
      body: { email: user.email, password: DIRECT_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body).not.toHaveProperty('token');
    expect(JSON.stringify(signIn.body)).not.toMatch(/"token"/);
    const session = await client.json<{ session: Record<string, unknown> }>('/api/auth/get-session');
    expect(session.body.session).toHaveProperty('id');
    expect(session.body.session).not.toHaveProperty('token');
    const listed = await client.json<Array<{ id: string; token: string }>>('/api/auth/list-sessions');
    expect(listed.body).toHaveLength(2);
    expect(listed.body.every((s) => typeof s.token === 'string')).toBe(true);
  });
});

describe('per-account limits', () => {
  it('slows guessing one account from many addresses, known or not, with the same answer', async () => {
    const user = await directUser(t);
    for (const email of [user.email, newEmail('unknown')]) {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        // A new address each time: only the per-account limit can stop this.
        const res = await new TestClient(t).json('/api/auth/sign-in/email', {
          body: { email, password: 'not the password' },
        });
        answers.push(res.status);
      }
      expect(answers.slice(0, 10), email).toEqual(Array(10).fill(401));
      expect(answers[10], email).toBe(429);
    }
    const limited = await new TestClient(t).json<AuthError>('/api/auth/sign-in/email', {
      body: { email: user.email, password: DIRECT_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the client address behind a reverse proxy', () => {
  async function listening(trustProxy: TestApp['config']['trustProxy']) {
    const app = await createTestApp({ config: { trustProxy }, socketClientIp: true });
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const signIn = (forwardedFor: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': JSON_TYPE,
          origin: 'http://localhost:3000',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ email: newEmail('proxy'), password: 'not the password' }),
      }).then((res) => res.status);
    return {
      signIn,
      async close() {
        await new Promise((resolve) => server.close(resolve));
        await app.close();
      },
    };
  }

  it('keys the per-address limit on the forwarded client with TRUST_PROXY, on the socket without', async () => {
    const proxied = await listening({ hops: 1 });
    for (let i = 0; i < 5; i += 1) expect(await proxied.signIn('198.51.100.7')).toBe(401);
    expect(await proxied.signIn('198.51.100.7')).toBe(429);
    expect(await proxied.signIn('198.51.100.8')).toBe(401);
    await proxied.close();

    const direct = await listening(null);
    for (let i = 0; i < 5; i += 1) expect(await direct.signIn(`198.51.100.${i}`)).toBe(401);
    // Without a trusted proxy the header is the client's own word: every request is the socket's.
    expect(await direct.signIn('198.51.100.99')).toBe(429);
    await direct.close();
  });
});
