import type { Media } from '@common/media';
import type {
  AdminSupportRequest,
  SupportQueuePage,
  SupportRequest,
  SupportRequestList,
} from '@common/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../../src/server/features/media';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { solidImage } from '../support/images';
import { BASE_URL, createTestApp, type TestApp } from '../support/test-app';
import type { VerifiedUser } from '../support/verified-user';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const TEAM = 'help@someday.test';
type ErrorBody = { error: { code: string; message: string } };

describe(`support requests on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { supportEmail: TEAM } });
  });
  afterAll(async () => {
    await t.close();
  });

  const mailTo = (to: string) =>
    t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'text', 'html'])
      .where('to', '=', to)
      .orderBy('createdAt', 'asc')
      .execute();
  const setLocale = (userId: string, locale: string) =>
    t.db.updateTable('user').set({ locale }).where('id', '=', userId).execute();
  const send = (user: VerifiedUser, body: Record<string, unknown>) =>
    user.client.json<SupportRequest & ErrorBody>('/api/support/requests', { body });
  const queue = (admin: VerifiedUser, query = '') =>
    admin.client.json<SupportQueuePage>(`/api/admin/support/requests${query}`);

  it('stores a request, lists only my own, and mails me a copy and the team a notice', async () => {
    const me = await directUser(t, { name: 'Mali' });
    const other = await directUser(t);
    const created = await send(me, { subject: '  Export is stuck ', message: 'It spins\nforever.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject: 'Export is stuck',
      message: 'It spins\nforever.',
      state: 'open',
      answer: null,
      answeredAt: null,
      screenshotId: null,
      screenshotUrl: null,
    });
    expect(created.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await send(other, { subject: 'Not yours', message: 'Hidden from Mali.' });

    const mine = await me.client.json<SupportRequestList>('/api/support/requests');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r) => r.subject)).toEqual(['Export is stuck']);

    const [copy] = await mailTo(me.email);
    expect(copy?.subject).toBe('We got your message: Export is stuck');
    expect(copy?.text).toContain('> It spins\n> forever.');
    expect(copy?.text).toContain(`${BASE_URL}/profile#profile-support`);
    const team = (await mailTo(TEAM)).find((m) => m.text.includes(me.email));
    expect(team?.subject).toBe('Support request: Export is stuck');
    expect(team?.text).toContain('Plan: Free');
    expect(team?.text).toContain(`${BASE_URL}/admin?tab=support`);

    expect((await me.client.json('/api/admin/support/requests')).status).toBe(403);
  });

  it('refuses empty, too long and unknown fields with 400, and a foreign or missing screenshot', async () => {
    const me = await directUser(t);
    for (const body of [
      { subject: '', message: 'Hello' },
      { subject: '   ', message: 'Hello' },
      { subject: 'Hi', message: '' },
      { subject: 'x'.repeat(151), message: 'Hello' },
      { subject: 'Hi', message: 'x'.repeat(5001) },
      { subject: 'Hi' },
      { subject: 42, message: 'Hello' },
    ]) {
      const res = await send(me, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await send(me, { subject: 'x'.repeat(150), message: 'y'.repeat(5000) })).status).toBe(201);

    const stranger = await directUser(t);
    const theirs = (await stranger.client.upload(await solidImage('png'))).body as Media;
    const foreign = await send(me, { subject: 'Look', message: 'See picture', screenshotId: theirs.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('SUPPORT_SCREENSHOT_INVALID');
    const missing = await send(me, { subject: 'Look', message: 'See picture', screenshotId: 'nope' });
    expect(missing.body.error.code).toBe('SUPPORT_SCREENSHOT_INVALID');
    expect(
      (await new TestClient(t).json('/api/support/requests', { body: { subject: 'a', message: 'b' } }))
        .status,
    ).toBe(401);
  });

  it('allows five requests an hour per user, then answers 429 RATE_LIMITED', async () => {
    const me = await directUser(t);
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(me, { subject: `Question ${i}`, message: 'Hello' })).status).toBe(201);
    }
    const sixth = await send(me, { subject: 'Question 6', message: 'Hello' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
    // Someone else is not held back by it.
    expect((await send(await directUser(t), { subject: 'Mine', message: 'Hello' })).status).toBe(201);
  });

  it('queues Pro members first, then the oldest first, per state; answers, closes and reopens, audited', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const early = await directUser(t, { name: 'Early Free' });
    const pro = await directUser(t, { name: 'Later Pro', pro: true });
    await setLocale(early.id, 'th');
    const first = (await send(early, { subject: 'Queue first free', message: 'I came first' })).body;
    const second = (await send(pro, { subject: 'Queue pro', message: 'I pay' })).body;

    const open = (await queue(admin)).body.data.filter((r) => r.subject.startsWith('Queue'));
    expect(open.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(open[0]).toMatchObject({ pro: true, user: { id: pro.id, email: pro.email, plan: 'pro' } });
    expect(open[1]).toMatchObject({ pro: false, user: { id: early.id, email: early.email, plan: 'free' } });
    const teamNotice = (await mailTo(TEAM)).find((m) => m.text.includes(pro.email));
    expect(teamNotice?.subject).toBe('[Pro] Support request: Queue pro');
    expect(teamNotice?.text).toContain('Plan: Pro (priority)');

    const answered = await admin.client.json<AdminSupportRequest>(
      `/api/admin/support/requests/${first.id}/answer`,
      { body: { answer: 'ลองออกจากระบบแล้วเข้าใหม่' } },
    );
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ state: 'answered', answer: 'ลองออกจากระบบแล้วเข้าใหม่' });
    // The answer reaches the sender in their language (Thai here).
    const mails = await mailTo(early.email);
    const answerMail = mails.at(-1);
    expect(mails[0]?.subject).toBe('เราได้รับข้อความของคุณแล้ว: Queue first free');
    expect(answerMail?.subject).toBe('ตอบกลับ: Queue first free');
    expect(answerMail?.text).toContain('> ลองออกจากระบบแล้วเข้าใหม่');
    const mine = (await early.client.json<SupportRequestList>('/api/support/requests')).body.data;
    expect(mine[0]).toMatchObject({ state: 'answered', answer: 'ลองออกจากระบบแล้วเข้าใหม่' });
    expect(mine[0]?.answeredAt).toMatch(/^\d{4}-/);

    const answeredQueue = (await queue(admin, '?state=answered')).body;
    expect(answeredQueue.data.map((r) => r.id)).toContain(first.id);
    expect((await queue(admin)).body.data.map((r) => r.id)).not.toContain(first.id);

    const closed = await admin.client.json<AdminSupportRequest>(
      `/api/admin/support/requests/${first.id}/close`,
      {
        body: {},
      },
    );
    expect(closed.body).toMatchObject({ state: 'closed', answer: 'ลองออกจากระบบแล้วเข้าใหม่' });
    const refused = await admin.client.json<ErrorBody>(`/api/admin/support/requests/${first.id}/answer`, {
      body: { answer: 'Again' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SUPPORT_REQUEST_CLOSED');
    expect((await queue(admin, '?state=closed')).body.data.map((r) => r.id)).toContain(first.id);
    const reopened = await admin.client.json<AdminSupportRequest>(
      `/api/admin/support/requests/${first.id}/reopen`,
      { body: {} },
    );
    expect(reopened.body.state).toBe('open');

    for (const bad of ['', ' ', 'x'.repeat(5001)]) {
      const res = await admin.client.json(`/api/admin/support/requests/${first.id}/answer`, {
        body: { answer: bad },
      });
      expect(res.status).toBe(400);
    }
    expect((await admin.client.json('/api/admin/support/requests/no-such/close', { body: {} })).status).toBe(
      404,
    );
    expect((await queue(admin, '?state=pending')).status).toBe(400);
    expect(
      (await pro.client.json(`/api/admin/support/requests/${first.id}/close`, { body: {} })).status,
    ).toBe(403);

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('targetId', '=', first.id)
      .orderBy('createdAt', 'asc')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['support.answer', 'support.close', 'support.reopen']);
    expect(new Set(audit.map((a) => a.actorId))).toEqual(new Set([admin.id]));
  });

  it('attaches my screenshot: the team can open it, another user cannot; it counts and is kept', async () => {
    const admin = await directUser(t, { role: 'admin' });
    const me = await directUser(t);
    const other = await directUser(t);
    const image = (await me.client.upload(await solidImage('png'))).body as Media;
    const usageBefore = (await me.client.json<{ storageBytes: number }>('/api/me/usage')).body;
    const created = await send(me, {
      subject: 'Broken layout',
      message: 'See the picture',
      screenshotId: image.id,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      screenshotId: image.id,
      screenshotUrl: `/media/${image.id}`,
      screenshotThumbUrl: `/media/${image.id}/thumb`,
    });
    expect((await admin.client.request(`/media/${image.id}`)).status).toBe(200);
    expect((await admin.client.request(`/media/${image.id}/thumb`)).status).toBe(200);
    expect((await other.client.request(`/media/${image.id}`)).status).toBe(404);
    expect((await me.client.request(`/media/${image.id}`)).status).toBe(200);
    const row = (await queue(admin)).body.data.find((r) => r.id === created.body.id);
    expect(row?.screenshotThumbUrl).toBe(`/media/${image.id}/thumb`);
    // Stored under the sender's quota, like every upload, and not swept as unused.
    expect(usageBefore.storageBytes).toBeGreaterThan(0);
    await sweepUnusedUploads(t.db, t.blobs, -1000);
    expect((await admin.client.request(`/media/${image.id}`)).status).toBe(200);
    const after = (await me.client.json<{ storageBytes: number }>('/api/me/usage')).body;
    expect(after.storageBytes).toBe(usageBefore.storageBytes);
  });

  it('removes my requests with my account', async () => {
    const me = await directUser(t);
    await send(me, { subject: 'Bye', message: 'Deleting soon' });
    await t.db.deleteFrom('user').where('id', '=', me.id).execute();
    const left = await t.db.selectFrom('supportRequest').select('id').where('userId', '=', me.id).execute();
    expect(left).toEqual([]);
  });
});

describe(`support requests without SUPPORT_EMAIL on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails the sender only', async () => {
    const me = await directUser(t);
    const res = await me.client.json('/api/support/requests', { body: { subject: 'Hi', message: 'Hello' } });
    expect(res.status).toBe(201);
    const mails = await t.db.selectFrom('mailOutbox').select(['to', 'subject']).execute();
    expect(mails.filter((m) => m.subject.includes('Support request'))).toEqual([]);
    expect(mails.filter((m) => m.to === me.email).map((m) => m.subject)).toEqual(['We got your message: Hi']);
  });
});
