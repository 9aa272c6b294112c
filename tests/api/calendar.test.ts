import type { CalendarEntries, CalendarFeed, CalendarFeedState } from '@common/calendar';
import type { Goal } from '@common/goals';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBool } from '../../src/server/db/engine';
import { directUser } from '../support/direct-user';
import { TestClient } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import type { VerifiedUser } from '../support/verified-user';

type ParsedEvent = { uid: string; summary: string; start: string; allDay: boolean; description: string };

/** The feed read back by a real iCalendar parser, as a calendar app reads it. */
function parseFeed(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        description: event.description,
      };
    }),
  };
}

/** The path of a feed address, to read it through the test app. */
const pathOf = (url: string) => new URL(url).pathname;

describe(`calendar and feed on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function goalOf(user: VerifiedUser, body: Record<string, unknown>) {
    const res = await user.client.json<Goal>('/api/bucket-list', { body: { category: 'Travel', ...body } });
    expect(res.status).toBe(201);
    return res.body;
  }

  async function milestoneOf(user: VerifiedUser, goalId: string, body: Record<string, unknown>) {
    const res = await user.client.json<{ id: string }>(`/api/bucket-list/${goalId}/milestones`, { body });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('lists target and due dates within the range, in date order, completed ones marked done', async () => {
    const user = await directUser(t, { pro: true });
    const iceland = await goalOf(user, { title: 'See the northern lights', targetDate: '2030-02-10' });
    await goalOf(user, { title: 'No date yet' });
    await goalOf(user, { title: 'Too late for the range', targetDate: '2031-06-01' });
    const done = await goalOf(user, { title: 'Run a half marathon', targetDate: '2030-01-05' });
    expect((await user.client.json(`/api/bucket-list/${done.id}/complete`, { method: 'POST' })).status).toBe(
      200,
    );
    const booked = await milestoneOf(user, iceland.id, { title: 'Book the cabin', dueDate: '2030-01-20' });
    await milestoneOf(user, iceland.id, { title: 'No due date' });

    const res = await user.client.json<CalendarEntries>('/api/me/calendar?from=2030-01-01&to=2030-12-31');
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      {
        kind: 'goal',
        date: '2030-01-05',
        goalId: done.id,
        goalTitle: 'Run a half marathon',
        title: 'Run a half marathon',
        milestoneId: null,
        done: true,
      },
      {
        kind: 'milestone',
        date: '2030-01-20',
        goalId: iceland.id,
        goalTitle: 'See the northern lights',
        title: 'Book the cabin',
        milestoneId: booked.id,
        done: false,
      },
      {
        kind: 'goal',
        date: '2030-02-10',
        goalId: iceland.id,
        goalTitle: 'See the northern lights',
        title: 'See the northern lights',
        milestoneId: null,
        done: false,
      },
    ]);
    const other = await directUser(t);
    const theirs = await other.client.json<CalendarEntries>('/api/me/calendar?from=2030-01-01&to=2030-12-31');
    expect(theirs.body.entries).toEqual([]);
  });

  it('refuses a range that is backwards, too long or not made of dates', async () => {
    const user = await directUser(t);
    for (const query of [
      'from=2030-02-01&to=2030-01-01',
      'from=2030-01-01&to=2032-01-01',
      'from=soon&to=later',
      '',
    ]) {
      const res = await user.client.json<{ error: { code: string } }>(`/api/me/calendar?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives a Pro member a private feed a real parser reads: all-day events, stable UIDs, escaped and folded text', async () => {
    const user = await directUser(t, { pro: true });
    const title = 'Cross Iceland; by bike, in "summer" — ขี่จักรยานรอบไอซ์แลนด์ให้ครบทั้งเกาะในฤดูร้อนปีหน้า';
    const goal = await goalOf(user, {
      title,
      description: 'Ring road\nthen the fjords',
      targetDate: '2030-07-01',
    });
    const milestone = await milestoneOf(user, goal.id, { title: 'Buy panniers', dueDate: '2030-05-15' });
    await goalOf(user, { title: 'Undated' });
    const completed = await goalOf(user, { title: 'Already done', targetDate: '2030-03-03' });
    const completing = await user.client.json(`/api/bucket-list/${completed.id}/complete`, {
      method: 'POST',
    });
    expect(completing.status).toBe(200);

    expect((await user.client.json<CalendarFeedState>('/api/me/calendar-feed')).body).toEqual({
      enabled: false,
      createdAt: null,
    });
    const made = await user.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await user.client.json<CalendarFeedState>('/api/me/calendar-feed')).body.enabled).toBe(true);

    // A calendar app has no session.
    const reader = new TestClient(t);
    const res = await reader.request(pathOf(made.body.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const feed = parseFeed(text);
    expect(feed.name).toBe('Someday goals');
    expect(feed.events).toEqual([
      {
        uid: expect.stringMatching(new RegExp(`^goal-${goal.id}@`)),
        summary: title,
        start: '2030-07-01',
        allDay: true,
        description: expect.stringContaining('Ring road\nthen the fjords'),
      },
      {
        uid: expect.stringMatching(new RegExp(`^milestone-${milestone.id}@`)),
        summary: `Buy panniers · ${title}`,
        start: '2030-05-15',
        allDay: true,
        description: expect.stringContaining(`/goals/${goal.id}/scrapbook`),
      },
    ]);

    // Unchanged, the feed answers 304 to the tag it gave; a moved date moves the same event.
    const etag = res.headers.get('etag') ?? '';
    expect((await reader.request(pathOf(made.body.url), { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    await user.client.json(`/api/bucket-list/${goal.id}`, {
      method: 'PATCH',
      body: { targetDate: '2030-08-01' },
    });
    const moved = await reader.request(pathOf(made.body.url), { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    const again = parseFeed(await moved.text()).events.find((event) => event.uid.startsWith('goal-'));
    expect(again).toMatchObject({ uid: feed.events[0]?.uid, start: '2030-08-01' });
  });

  it('writes the feed in Thai for a Thai reader', async () => {
    const user = await directUser(t, { pro: true });
    await user.client.json('/api/auth/update-user', { body: { locale: 'th' } });
    await goalOf(user, { title: 'ดูแสงเหนือ', targetDate: '2030-02-10' });
    const made = await user.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    const feed = parseFeed(await (await new TestClient(t).request(pathOf(made.body.url))).text());
    expect(feed.name).toBe('เป้าหมาย Someday');
    expect(feed.events[0]?.description).toContain('เปิดใน Someday');
  });

  it('stops the old address at once when made again or turned off', async () => {
    const user = await directUser(t, { pro: true });
    const reader = new TestClient(t);
    const first = await user.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    const second = await user.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    expect(second.body.url).not.toBe(first.body.url);
    expect((await reader.request(pathOf(first.body.url))).status).toBe(404);
    expect((await reader.request(pathOf(second.body.url))).status).toBe(200);
    expect((await user.client.request('/api/me/calendar-feed', { method: 'DELETE' })).status).toBe(204);
    expect((await reader.request(pathOf(second.body.url))).status).toBe(404);
    expect((await user.client.json<CalendarFeedState>('/api/me/calendar-feed')).body.enabled).toBe(false);
  });

  it('is Pro only, and answers nothing once its owner is free again or suspended', async () => {
    const free = await directUser(t);
    const refused = await free.client.json<{ error: { code: string } }>('/api/me/calendar-feed', {
      method: 'POST',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PRO_REQUIRED');

    const reader = new TestClient(t);
    const lapsing = await directUser(t, { pro: true });
    const lapsed = await lapsing.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    await t.db
      .updateTable('user')
      .set({ plan: 'free', planSource: null })
      .where('id', '=', lapsing.id)
      .execute();
    expect((await reader.request(pathOf(lapsed.body.url))).status).toBe(404);

    const suspending = await directUser(t, { pro: true });
    const suspended = await suspending.client.json<CalendarFeed>('/api/me/calendar-feed', { method: 'POST' });
    await t.db
      .updateTable('user')
      .set({ banned: dbBool(t.db, true) })
      .where('id', '=', suspending.id)
      .execute();
    expect((await reader.request(pathOf(suspended.body.url))).status).toBe(404);
  });

  it('answers 404 to an address it never made', async () => {
    const reader = new TestClient(t);
    expect((await reader.request(`/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await reader.request('/api/calendar/short.ics')).status).toBe(404);
    expect((await reader.request(`/api/calendar/${'A'.repeat(43)}.txt`)).status).toBe(404);
  });
});
