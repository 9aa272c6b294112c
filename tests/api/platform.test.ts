import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('platform routes', () => {
  it('health answers ok, then 503 once shutdown has begun', async () => {
    const client = new TestClient(t);
    expect(await client.json('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    t.lifecycle.shuttingDown = true;
    try {
      expect((await client.json('/api/health')).status).toBe(503);
    } finally {
      t.lifecycle.shuttingDown = false;
    }
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const res = await new TestClient(t).request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Frames only from YouTube's privacy-enhanced player (the landing page's video).
    expect(csp).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('forbids framing in every browser: X-Frame-Options DENY agrees with frame-ancestors none', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/dev/mailbox']) {
      const res = await new TestClient(t).request(path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('tells the client it runs in demo mode', async () => {
    const { body } = await new TestClient(t).json('/api/meta');
    expect(body).toEqual({ mode: 'demo', socialProviders: [] });
  });

  it('renders the auth error page with the code escaped, Unknown by default', async () => {
    const client = new TestClient(t);
    const page = await (await client.request('/error?error=<script>alert(1)</script>')).text();
    expect(page).toContain('Authentication Error');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('Return to Application');
    const unknown = await (await client.request('/error')).text();
    expect(unknown).toContain('<code>Unknown</code>');
    const viaAuth = await (await client.request('/api/auth/error?error=state_not_found')).text();
    expect(viaAuth).toContain('state_not_found');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await new TestClient(t).json('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint.' } });
  });

  it('stores client errors and validates their shape', async () => {
    const client = new TestClient(t);
    const report = {
      section: 'Dashboard',
      error: 'Cannot read properties of undefined',
      stack: 'TypeError: ...',
      errorInfo: 'in Dashboard',
      errorId: 'err-123',
      timestamp: new Date().toISOString(),
      url: 'http://localhost:3000/dashboard',
      userAgent: 'test',
    };
    const stored = await client.json<{ id: string }>('/api/logs/error', { body: report });
    expect(stored.status).toBe(201);
    const row = await t.db
      .selectFrom('clientError')
      .selectAll()
      .where('id', '=', stored.body.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      section: 'Dashboard',
      errorId: 'err-123',
      message: report.error,
      userId: null,
    });

    const invalid = await client.json('/api/logs/error', { body: { section: 'Dashboard' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });

    const wrongType = await client.request('/api/logs/error', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:3000' },
    });
    expect(wrongType.status).toBe(415);

    const malformed = await t.app.request('http://localhost:3000/api/logs/error', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-client-ip': client.ip },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
  });

  it('limits how many client errors one address may post', async () => {
    const client = new TestClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        (await client.request('/api/logs/error', { body: { error: 'e', errorId: `id-${i}` } })).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('force-logout always succeeds and clears the session', async () => {
    const client = new TestClient(t);
    const res = await client.json('/api/system/force-logout', { body: {} });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
  });

  it('shows the demo outbox as JSON and as a page, and rejects a bad address', async () => {
    const client = new TestClient(t);
    const email = `inbox${Date.now()}@example.com`;
    await client.json('/api/auth/sign-up/email', {
      body: { name: 'Ploy <b>', email, password: 'a good password', callbackURL: '/dashboard' },
    });
    const json = await client.json<{ messages: Array<Record<string, unknown>> }>(
      `/api/dev/mailbox?to=${email}`,
    );
    expect(json.body.messages).toHaveLength(1);
    expect(Object.keys(json.body.messages[0] ?? {}).sort()).toEqual([
      'createdAt',
      'html',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(json.body.messages[0]?.html).toContain('Ploy &lt;b&gt;');
    const page = await (await client.request(`/dev/mailbox?to=${email}`)).text();
    expect(page).toContain('Confirm your email for Someday');
    expect(page).toContain('/api/auth/verify-email?token=');
    expect((await client.json('/api/dev/mailbox?to=not-an-email')).status).toBe(400);
  });
});

describe('production mode', () => {
  it('has no /dev routes', async () => {
    const prod = await createTestApp({ config: { mode: 'production' } });
    try {
      expect((await new TestClient(prod).request('/api/dev/mailbox')).status).toBe(404);
      expect((await new TestClient(prod).request('/dev/mailbox')).status).toBe(404);
      expect((await new TestClient(prod).json('/api/meta')).body).toMatchObject({ mode: 'production' });
    } finally {
      await prod.close();
    }
  });
});
