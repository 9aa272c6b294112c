import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../src/common/goals';
import type { GoalReminders, ReminderSettings } from '../../src/common/reminders';
import { dbBool } from '../../src/server/db/engine';
import { createReminderPass } from '../../src/server/features/reminders';
import { createLogger } from '../../src/server/logger';
import { createOutboxMailer } from '../../src/server/mail/outbox-mailer';
import { directUser } from '../support/direct-user';
import { createTestApp, type TestApp } from '../support/test-app';
import { makePro, type VerifiedUser } from '../support/verified-user';

/**
 * Deadline reminders end to end: settings and per-goal choices through the API, the pass (run at
 * chosen moments), the mail each user gets in their language with a working one-click
 * unsubscribe, and the rules (Pro only, suspended and completed get none, deletes cascade).
 */

let t: TestApp;
let pass: ReturnType<typeof createReminderPass>;

beforeAll(async () => {
  t = await createTestApp();
  pass = createReminderPass({
    db: t.db,
    mailer: createOutboxMailer(t.db),
    logger: createLogger('silent'),
    baseUrl: t.config.baseUrl,
    authSecret: t.config.authSecret,
  });
});
afterAll(async () => {
  await t.close();
});

type Mail = { subject: string; text: string; html: string; headers: string | null };
const mailsTo = async (email: string): Promise<Mail[]> =>
  t.db
    .selectFrom('mailOutbox')
    .select(['subject', 'text', 'html', 'headers'])
    .where('to', '=', email.toLowerCase())
    .where('subject', 'not like', 'Confirm%')
    .orderBy('createdAt')
    .execute();

/** A Pro user in a time zone, with a goal whose reminders count from long ago. */
async function proUserWithGoal(
  targetDate: string,
  options: { timeZone?: string; locale?: string; title?: string } = {},
): Promise<{ user: VerifiedUser; goal: Goal }> {
  const user = await directUser(t, { pro: true });
  await t.db
    .updateTable('user')
    .set({ timeZone: options.timeZone ?? 'Asia/Bangkok', locale: options.locale ?? 'en' })
    .where('id', '=', user.id)
    .execute();
  const goal = await addGoal(user, targetDate, options.title ?? 'See the aurora');
  return { user, goal };
}

async function addGoal(user: VerifiedUser, targetDate: string, title: string): Promise<Goal> {
  const { body, status } = await user.client.json<Goal>('/api/bucket-list', {
    body: { title, category: 'Travel', targetDate },
  });
  expect(status).toBe(201);
  await t.db
    .updateTable('goal')
    .set({ createdAt: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', body.id)
    .execute();
  return body;
}

const put = (user: VerifiedUser, path: string, body: Record<string, unknown>) =>
  user.client.json<Record<string, unknown>>(path, { method: 'PUT', body });

describe('reminder settings', () => {
  it('reads the defaults on every plan; turning reminders on needs Pro', async () => {
    const free = await directUser(t);
    const read = await free.client.json<ReminderSettings>('/api/me/reminder-settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      enabled: true,
      timeZone: 'UTC',
      defaultDaysBefore: [7],
      defaultOnTheDay: true,
      weeklyDigest: false,
    });
    const on = { ...read.body, timeZone: 'Asia/Bangkok' };
    const refused = await put(free, '/api/me/reminder-settings', on);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { code: 'PRO_REQUIRED', details: { feature: 'reminders' } },
    });
    const off = await put(free, '/api/me/reminder-settings', { ...on, enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, timeZone: 'Asia/Bangkok' });
  });

  it('stores a Pro user’s choice, days sorted', async () => {
    const pro = await directUser(t, { pro: true });
    const body = {
      enabled: true,
      timeZone: 'America/New_York',
      defaultDaysBefore: [30, 1],
      defaultOnTheDay: false,
      weeklyDigest: true,
    };
    expect((await put(pro, '/api/me/reminder-settings', body)).body).toEqual({
      ...body,
      defaultDaysBefore: [1, 30],
    });
    expect((await pro.client.json('/api/me/reminder-settings')).body).toEqual({
      ...body,
      defaultDaysBefore: [1, 30],
    });
  });

  it('refuses unknown zones, offsets, repeated or unknown choices', async () => {
    const pro = await directUser(t, { pro: true });
    const good = {
      enabled: true,
      timeZone: 'UTC',
      defaultDaysBefore: [7],
      defaultOnTheDay: true,
      weeklyDigest: false,
    };
    for (const bad of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: '+07:00' },
      { timeZone: '' },
      { timeZone: 'x'.repeat(100) },
      { defaultDaysBefore: [7, 7] },
      { defaultDaysBefore: [2] },
      { defaultDaysBefore: [1, 7, 30, 1] },
      { weeklyDigest: 'yes' },
      { extra: true },
    ]) {
      const res = await put(pro, '/api/me/reminder-settings', { ...good, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('takes the time zone through the profile update too, known zones only', async () => {
    const user = await directUser(t);
    const changed = await user.client.json('/api/auth/update-user', { body: { timeZone: 'Europe/Berlin' } });
    expect(changed.status).toBe(200);
    expect((await user.client.json<ReminderSettings>('/api/me/reminder-settings')).body.timeZone).toBe(
      'Europe/Berlin',
    );
    const refused = await user.client.json<{ code: string }>('/api/auth/update-user', {
      body: { timeZone: 'Nowhere/Land' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_TIME_ZONE');
  });
});

describe("a goal's reminders", () => {
  it('follow the default until the goal has its own; free users hear PRO_REQUIRED', async () => {
    const { user, goal } = await proUserWithGoal('2031-01-31');
    const path = `/api/bucket-list/${goal.id}/reminders`;
    expect((await user.client.json<GoalReminders>(path)).body).toEqual({
      daysBefore: [7],
      onTheDay: true,
      followsDefault: true,
    });
    const set = await put(user, path, { daysBefore: [30, 1], onTheDay: false });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ daysBefore: [1, 30], onTheDay: false, followsDefault: false });
    expect((await user.client.json(path)).body).toEqual(set.body);

    for (const bad of [
      { daysBefore: [7, 7], onTheDay: true },
      { daysBefore: [3], onTheDay: true },
      { daysBefore: [] },
    ]) {
      expect((await put(user, path, bad)).status).toBe(400);
    }

    const free = await directUser(t);
    const own = await addGoal(free, '2031-01-31', 'Free goal');
    const refused = await free.client.json(`/api/bucket-list/${own.id}/reminders`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'PRO_REQUIRED' } });
    const otherPro = await directUser(t, { pro: true });
    expect((await otherPro.client.json(path)).status).toBe(404);
    expect((await put(otherPro, path, { daysBefore: [], onTheDay: true })).status).toBe(404);
  });
});

describe('the reminder pass', () => {
  it('mails a due reminder once, at 09:00 in the user’s zone, with a goal link and one-click unsubscribe', async () => {
    const { user, goal } = await proUserWithGoal('2031-03-31', { title: 'Walk the Camino' });
    // 7 days before, 09:00 in Bangkok is 02:00 UTC.
    await pass(new Date('2031-03-24T01:59:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(0);
    await pass(new Date('2031-03-24T02:00:00Z'));
    await pass(new Date('2031-03-24T02:05:00Z'));
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [Mail];
    expect(mail.subject).toBe('Reminder: Walk the Camino is 7 days away');
    expect(mail.text).toContain(`Open this goal: http://localhost:3000/goals/${goal.id}/scrapbook`);
    expect(mail.text).toContain('31 March 2031');
    const headers = JSON.parse(mail.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = headers['List-Unsubscribe']?.slice(1, -1) ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?token=/);
    expect(mail.text).toContain(link);

    // Opening the link only asks; the one-click POST (no session, no Origin) turns reminders off.
    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await user.client.json<ReminderSettings>('/api/me/reminder-settings')).body.enabled).toBe(true);
    const oneClick = await t.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ enabled: false });
    expect((await user.client.json<ReminderSettings>('/api/me/reminder-settings')).body.enabled).toBe(false);
    await pass(new Date('2031-03-31T02:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('refuses a forged or altered unsubscribe token with a stable code', async () => {
    const { user } = await proUserWithGoal('2031-04-30');
    await pass(new Date('2031-04-23T02:00:00Z'));
    const headers = JSON.parse((await mailsTo(user.email))[0]?.headers ?? '{}') as Record<string, string>;
    const link = headers['List-Unsubscribe']?.slice(1, -1) ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const [id, mac] = token.split('.') as [string, string];
    const altered = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const otherUser = `${Buffer.from('someone-else').toString('base64url')}.${mac}`;
    for (const bad of [altered, otherUser, 'forged']) {
      for (const method of ['GET', 'POST']) {
        const res = await t.app.request(`/api/reminders/unsubscribe?token=${encodeURIComponent(bad)}`, {
          method,
        });
        expect(res.status, `${method} ${bad}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: 'INVALID_UNSUBSCRIBE_TOKEN' } });
      }
    }
    expect((await user.client.json<ReminderSettings>('/api/me/reminder-settings')).body.enabled).toBe(true);
    // A person pressing the page's button gets a page, not JSON.
    const pressed = await t.app.request(link, { method: 'POST', headers: { accept: 'text/html' } });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('/profile');
  });

  it('writes Thai mail to a Thai reader', async () => {
    const { user } = await proUserWithGoal('2031-05-31', { locale: 'th', title: 'ดำน้ำที่สิมิลัน' });
    await t.db
      .updateTable('user')
      .set({ reminderOnTheDay: dbBool(t.db, true) })
      .where('id', '=', user.id)
      .execute();
    await pass(new Date('2031-05-31T02:00:00Z'));
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('เตือนความจำ: วันนี้คือวันของ "ดำน้ำที่สิมิลัน"');
    expect(mail?.text).toContain('หยุดรับอีเมลแจ้งเตือน');
  });

  it('after an outage sends the latest missed reminder once, never the older ones', async () => {
    const { user, goal } = await proUserWithGoal('2031-06-30');
    await put(user, `/api/bucket-list/${goal.id}/reminders`, { daysBefore: [30, 7], onTheDay: false });
    await pass(new Date('2031-06-25T05:00:00Z'));
    await pass(new Date('2031-06-26T05:00:00Z'));
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Reminder: See the aurora is 5 days away']);
    // Dropping the 7-day choice does not bring back the 30-day one it replaced.
    await put(user, `/api/bucket-list/${goal.id}/reminders`, { daysBefore: [30], onTheDay: false });
    await pass(new Date('2031-06-27T05:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
    // Once the date has passed nothing more comes.
    await put(user, `/api/bucket-list/${goal.id}/reminders`, { daysBefore: [], onTheDay: true });
    await pass(new Date('2031-06-30T17:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends the weekly digest on Monday 09:00 local to those who chose it', async () => {
    const { user } = await proUserWithGoal('2031-03-20', { title: 'Climb Doi Inthanon' });
    await addGoal(user, '2031-03-05', 'Learn to sail');
    await addGoal(user, '2031-04-02', 'Next month');
    await t.db
      .updateTable('user')
      .set({
        weeklyDigest: dbBool(t.db, true),
        reminderDaysBefore: '[]',
        reminderOnTheDay: dbBool(t.db, false),
      })
      .where('id', '=', user.id)
      .execute();
    // Monday 2031-03-03, 09:00 in Bangkok is 02:00 UTC; Tuesday brings nothing.
    await pass(new Date('2031-03-03T01:59:00Z'));
    await pass(new Date('2031-03-03T02:00:00Z'));
    await pass(new Date('2031-03-03T08:00:00Z'));
    await pass(new Date('2031-03-04T02:00:00Z'));
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['2 goals due this month']);
    expect(mails[0]?.text).toMatch(/5 March 2031: Learn to sail[\s\S]*20 March 2031: Climb Doi Inthanon/);
    expect(mails[0]?.text).not.toContain('Next month');
  });
});

describe('who gets none', () => {
  it('a user back on the free plan: settings and choices are kept and apply again with Pro', async () => {
    const { user, goal } = await proUserWithGoal('2031-07-31');
    await put(user, `/api/bucket-list/${goal.id}/reminders`, { daysBefore: [1], onTheDay: false });
    await t.db
      .updateTable('user')
      .set({ plan: 'free', planSource: null })
      .where('id', '=', user.id)
      .execute();
    await pass(new Date('2031-07-30T05:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect((await user.client.json<ReminderSettings>('/api/me/reminder-settings')).body.enabled).toBe(true);
    await makePro(t, user.id);
    expect((await user.client.json(`/api/bucket-list/${goal.id}/reminders`)).body).toEqual({
      daysBefore: [1],
      onTheDay: false,
      followsDefault: false,
    });
    await pass(new Date('2031-07-30T05:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('a lapsed Pro, a suspended user, a completed goal', async () => {
    const lapsed = await proUserWithGoal('2031-08-31');
    await makePro(t, lapsed.user.id, new Date('2031-08-01T00:00:00Z'));
    const suspended = await proUserWithGoal('2031-08-31');
    await t.db
      .updateTable('user')
      .set({ banned: dbBool(t.db, true), banReason: 'test' })
      .where('id', '=', suspended.user.id)
      .execute();
    const completed = await proUserWithGoal('2031-08-31');
    expect(
      (await completed.user.client.json(`/api/bucket-list/${completed.goal.id}/complete`, { body: {} }))
        .status,
    ).toBe(200);
    const result = await pass(new Date('2031-08-24T05:00:00Z'));
    expect(result.sent).toBeGreaterThanOrEqual(0);
    for (const { user } of [lapsed, suspended, completed]) expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('deleting a goal or an account removes its reminder rows', async () => {
    const { user, goal } = await proUserWithGoal('2031-09-30');
    await put(user, `/api/bucket-list/${goal.id}/reminders`, { daysBefore: [7], onTheDay: true });
    const second = await addGoal(user, '2031-09-30', 'Second');
    await put(user, `/api/bucket-list/${second.id}/reminders`, { daysBefore: [7], onTheDay: true });
    await pass(new Date('2031-09-23T05:00:00Z'));
    const rowsOf = async (goalId: string) => ({
      own: await t.db.selectFrom('goalReminder').select('goalId').where('goalId', '=', goalId).execute(),
      sent: await t.db.selectFrom('reminderDelivery').select('key').where('goalId', '=', goalId).execute(),
    });
    expect((await rowsOf(goal.id)).sent).not.toHaveLength(0);
    expect((await user.client.request(`/api/bucket-list/${goal.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await rowsOf(goal.id)).toEqual({ own: [], sent: [] });
    expect((await rowsOf(second.id)).own).toHaveLength(1);
    await t.db.deleteFrom('user').where('id', '=', user.id).execute();
    expect(await rowsOf(second.id)).toEqual({ own: [], sent: [] });
    expect(
      await t.db.selectFrom('reminderDelivery').select('key').where('userId', '=', user.id).execute(),
    ).toEqual([]);
  });
});

describe('the administrators’ run endpoint', () => {
  it('runs the pass now and says what it did', async () => {
    // A zone where it is past 09:00 now, and a goal due today there.
    const now = new Date();
    const zones = [
      'Pacific/Kiritimati',
      'Pacific/Auckland',
      'Asia/Bangkok',
      'Europe/Berlin',
      'America/New_York',
      'Pacific/Pago_Pago',
    ];
    const local = (zone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
        })
          .formatToParts(now)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
    };
    const zone = zones.find((z) => local(z).hour >= 9 && local(z).hour < 23) ?? 'Pacific/Kiritimati';
    const { user } = await proUserWithGoal(local(zone).date, { timeZone: zone, title: 'Today’s goal' });
    const admin = await directUser(t, { role: 'admin' });
    const first = await admin.client.json('/api/admin/jobs/reminders/run', { body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ skipped: 0 });
    expect((first.body as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['Reminder: Today’s goal is today']);
    expect((await admin.client.json('/api/admin/jobs/reminders/run', { body: {} })).body).toEqual({
      sent: 0,
      skipped: 0,
    });
    expect((await user.client.json('/api/admin/jobs/reminders/run', { body: {} })).status).toBe(403);
  });
});
