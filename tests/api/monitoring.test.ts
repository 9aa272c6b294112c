import { randomUUID } from 'node:crypto';
import { type MonitoringSnapshot, monitoringSnapshotSchema } from '@common/monitoring';
import { quantileMs } from '@server/features/monitoring/request-metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { startSmtpInbox } from '../support/smtp-inbox';
import { createTestApp, type TestApp } from '../support/test-app';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const TOKEN = 'a-long-enough-metrics-token';

describe(`system monitoring on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that fails as an unexpected bug would: the tab must list the 500 it answers.
    t.app.get('/test-failure/:id', () => {
      throw new Error('a bug');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const snapshot = async (client: TestClient) => {
    const res = await client.json<MonitoringSnapshot>('/api/admin/monitoring');
    expect(res.status).toBe(200);
    return monitoringSnapshotSchema.parse(res.body);
  };

  it('is for administrators only', async () => {
    expect((await new TestClient(t).json('/api/admin/monitoring')).status).toBe(401);
    const user = await directUser(t);
    const refused = await user.client.json('/api/admin/monitoring');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('reports the process, the storage and the services that are configured', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const owner = await directUser(t);
    const sizes = [1234, 5678];
    for (const bytes of sizes) {
      await t.db
        .insertInto('media')
        .values({
          id: randomUUID(),
          userId: owner.id,
          kind: 'image',
          mime: 'image/webp',
          bytes,
          width: 10,
          height: 10,
          storageKey: `${randomUUID()}.webp`,
          thumbKey: null,
          sha256: randomUUID(),
          createdAt: new Date().toISOString(),
        })
        .execute();
    }
    const data = await snapshot(admin.client);
    expect(data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(data.memory.rssBytes).toBeGreaterThan(data.memory.heapUsedBytes);
    expect(data.memory.heapTotalBytes).toBeGreaterThanOrEqual(data.memory.heapUsedBytes);
    expect(data.eventLoopDelayMs.p99).toBeGreaterThanOrEqual(data.eventLoopDelayMs.p50);
    expect(data.storage.mediaBytes).toBe(1234 + 5678);
    expect(data.storage.databaseBytes).toBeGreaterThan(0);
    expect(data.storage.diskFreeBytes).toBeGreaterThan(0);
    expect(data.storage.diskTotalBytes).toBeGreaterThanOrEqual(data.storage.diskFreeBytes ?? 0);
    expect(data.services).toEqual([
      { name: 'database', status: 'ok', ms: expect.any(Number) },
      { name: 'smtp', status: 'off', ms: null },
      { name: 'stripe', status: 'off', ms: null },
      { name: 'ai', status: 'off', ms: null },
    ]);
  });

  it('counts requests by route pattern, never by address, and estimates their p95', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const goalIds: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const created = await admin.client.json<{ id: string }>('/api/bucket-list', {
        method: 'POST',
        body: { title, category: 'Travel' },
      });
      expect(created.status).toBe(201);
      goalIds.push(created.body.id);
    }
    for (const id of goalIds) expect((await admin.client.request(`/api/bucket-list/${id}`)).status).toBe(200);

    const data = await snapshot(admin.client);
    const byId = data.requests.routes.find((r) => r.method === 'GET' && r.route === '/api/bucket-list/:id');
    expect(byId?.count).toBe(3);
    expect(byId?.p95Ms).toBeGreaterThan(0);
    expect(
      data.requests.routes.find((r) => r.method === 'POST' && r.route === '/api/bucket-list')?.count,
    ).toBe(3);
    expect(data.requests.routes.some((r) => goalIds.some((id) => r.route.includes(id)))).toBe(false);
    expect(data.requests.routes.length).toBeLessThanOrEqual(20);
    const counts = data.requests.routes.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.requests.perMinute).toBeGreaterThan(0);
  });

  it('lists the last server errors with their request id, and the newest client errors', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const failed = await new TestClient(t).request('/test-failure/42');
    expect(failed.status).toBe(500);
    const requestId = failed.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const reporter = new TestClient(t);
    for (const errorId of ['first-error', 'second-error']) {
      const sent = await reporter.json('/api/logs/error', {
        method: 'POST',
        body: {
          section: 'goals',
          error: `Cannot read ${errorId}`,
          errorId,
          url: 'http://localhost:3000/dashboard',
        },
      });
      expect(sent.status).toBe(201);
    }
    // Two reports within one millisecond would tie; the first is made a minute older.
    await t.db
      .updateTable('clientError')
      .set({ createdAt: new Date(Date.now() - 60_000).toISOString() })
      .where('errorId', '=', 'first-error')
      .execute();

    const data = await snapshot(admin.client);
    expect(data.serverErrors[0]).toEqual({
      at: expect.any(String),
      method: 'GET',
      route: '/test-failure/:id',
      status: 500,
      requestId,
    });
    expect(data.clientErrors.slice(0, 2)).toEqual([
      expect.objectContaining({
        errorId: 'second-error',
        section: 'goals',
        message: 'Cannot read second-error',
      }),
      expect.objectContaining({ errorId: 'first-error', url: 'http://localhost:3000/dashboard' }),
    ]);
  });

  it('answers 404 on /metrics when no token is configured', async () => {
    const res = await new TestClient(t).request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
  });
});

describe(`health of the configured services on ${engine}`, () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({
      config: {
        smtpUrl: inbox.url,
        stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', priceId: 'price_x' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('checks SMTP by saying hello, and reports Stripe as configured without calling it', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const res = await admin.client.json<MonitoringSnapshot>('/api/admin/monitoring');
    expect(res.status).toBe(200);
    expect(res.body.services).toEqual([
      { name: 'database', status: 'ok', ms: expect.any(Number) },
      { name: 'smtp', status: 'ok', ms: expect.any(Number) },
      { name: 'stripe', status: 'configured', ms: null },
      { name: 'ai', status: 'off', ms: null },
    ]);
    expect(inbox.messages).toHaveLength(0);
  });
});

describe(`an SMTP server that does not answer on ${engine}`, () => {
  it('is reported failing', async () => {
    // A port nothing listens on: connecting is refused at once.
    const t = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const admin = await directUser(t, { role: 'admin' });
      const res = await admin.client.json<MonitoringSnapshot>('/api/admin/monitoring');
      expect(res.body.services.find((s) => s.name === 'smtp')).toEqual({
        name: 'smtp',
        status: 'failing',
        ms: null,
      });
    } finally {
      await t.close();
    }
  });
});

describe(`/metrics with METRICS_TOKEN on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a missing or wrong token', async () => {
    const client = new TestClient(t);
    const missing = await client.request('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer ']) {
      expect((await client.request('/metrics', { headers: { authorization } })).status).toBe(401);
    }
  });

  it('answers process metrics and request histograms by route pattern in Prometheus text format', async () => {
    const client = new TestClient(t);
    expect((await client.request('/api/health')).status).toBe(200);
    const res = await client.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} 1\n/,
    );
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

describe('the p95 estimate', () => {
  it('interpolates within the bucket that holds it, as Prometheus does', () => {
    const inf = Number.POSITIVE_INFINITY;
    // 100 requests: 90 under 10 ms, 10 between 10 and 50 ms.
    expect(
      quantileMs(
        [
          [0.01, 90],
          [0.05, 100],
          [inf, 100],
        ],
        0.95,
      ),
    ).toBe(30);
    expect(
      quantileMs(
        [
          [0.01, 0],
          [inf, 4],
        ],
        0.95,
      ),
    ).toBe(10);
    expect(quantileMs([[inf, 0]], 0.95)).toBeNull();
  });
});
