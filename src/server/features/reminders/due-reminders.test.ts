import { describe, expect, it } from 'vitest';
import type { ReminderDaysBefore } from '../../../common/reminders';
import { dueDigest, dueGoalReminder, type ReminderGoal, targetDateWindow } from './due-reminders';
import { endOfMonth, isoWeekOf } from './zone-time';

const goal = (
  targetDate: string,
  daysBefore: ReminderDaysBefore[],
  onTheDay: boolean,
  createdAt = '2025-01-01T00:00:00Z',
): ReminderGoal => ({ goalId: 'g1', targetDate, daysBefore, onTheDay, createdAt: new Date(createdAt) });

const at = (iso: string) => new Date(iso);
const kindAt = (g: ReminderGoal, zone: string, iso: string) =>
  dueGoalReminder(g, zone, at(iso))?.kind ?? null;

/** Not due one minute before the instant, due at it. */
function expectDueFrom(g: ReminderGoal, zone: string, iso: string, kind: string) {
  const instant = Date.parse(iso);
  expect(kindAt(g, zone, new Date(instant - 60_000).toISOString())).not.toBe(kind);
  expect(kindAt(g, zone, iso)).toBe(kind);
}

describe('a reminder is due at 09:00 local time on its date', () => {
  it('New York, spring-forward Sunday (EDT, UTC-4 from 02:00)', () => {
    expectDueFrom(goal('2026-03-15', [7], false), 'America/New_York', '2026-03-08T13:00:00Z', 'before-7');
  });

  it('New York, fall-back Sunday (EST, UTC-5 from 02:00)', () => {
    expectDueFrom(goal('2026-11-01', [], true), 'America/New_York', '2026-11-01T14:00:00Z', 'on-the-day');
  });

  it('New York, the days either side of the changes keep 09:00', () => {
    expectDueFrom(goal('2026-03-07', [], true), 'America/New_York', '2026-03-07T14:00:00Z', 'on-the-day');
    expectDueFrom(goal('2026-11-02', [], true), 'America/New_York', '2026-11-02T14:00:00Z', 'on-the-day');
    expectDueFrom(goal('2026-10-31', [], true), 'America/New_York', '2026-10-31T13:00:00Z', 'on-the-day');
  });

  it('Berlin, spring-forward and fall-back Sundays', () => {
    expectDueFrom(goal('2026-03-29', [], true), 'Europe/Berlin', '2026-03-29T07:00:00Z', 'on-the-day');
    expectDueFrom(goal('2026-10-26', [1], false), 'Europe/Berlin', '2026-10-25T08:00:00Z', 'before-1');
  });

  it('Auckland, where summer time ends in April and starts in September', () => {
    expectDueFrom(goal('2026-04-05', [], true), 'Pacific/Auckland', '2026-04-04T21:00:00Z', 'on-the-day');
    expectDueFrom(goal('2026-10-27', [30], false), 'Pacific/Auckland', '2026-09-26T20:00:00Z', 'before-30');
  });

  it('Bangkok (UTC+7, no daylight saving)', () => {
    expectDueFrom(goal('2026-06-10', [1], false), 'Asia/Bangkok', '2026-06-09T02:00:00Z', 'before-1');
  });

  it('Kiritimati (UTC+14): the local day starts before UTC’s', () => {
    const g = goal('2026-01-01', [], true);
    expectDueFrom(g, 'Pacific/Kiritimati', '2025-12-31T19:00:00Z', 'on-the-day');
    // 2026-01-01T10:00Z is already 2 January there: the date has passed.
    expect(kindAt(g, 'Pacific/Kiritimati', '2026-01-01T10:00:00Z')).toBeNull();
  });

  it('Pago Pago (UTC-11): still the target day when UTC is a day ahead', () => {
    const g = goal('2026-01-01', [], true);
    expectDueFrom(g, 'Pacific/Pago_Pago', '2026-01-01T20:00:00Z', 'on-the-day');
    expect(kindAt(g, 'Pacific/Pago_Pago', '2026-01-02T05:00:00Z')).toBe('on-the-day');
    expect(kindAt(g, 'Pacific/Pago_Pago', '2026-01-02T11:00:00Z')).toBeNull();
  });

  it('UTC', () => {
    expectDueFrom(goal('2026-05-08', [7], false), 'UTC', '2026-05-01T09:00:00Z', 'before-7');
  });
});

describe('which reminder', () => {
  it('answers how many days are left, and nothing before the first reminder', () => {
    const g = goal('2026-05-31', [30, 7, 1], true);
    expect(dueGoalReminder(g, 'UTC', at('2026-04-30T08:59:00Z'))).toBeNull();
    expect(dueGoalReminder(g, 'UTC', at('2026-05-01T09:00:00Z'))).toMatchObject({
      kind: 'before-30',
      daysLeft: 30,
      targetDate: '2026-05-31',
      supersedes: [],
    });
    expect(dueGoalReminder(g, 'UTC', at('2026-05-30T09:00:00Z'))).toMatchObject({
      kind: 'before-1',
      daysLeft: 1,
    });
    expect(dueGoalReminder(g, 'UTC', at('2026-05-31T23:59:00Z'))).toMatchObject({
      kind: 'on-the-day',
      daysLeft: 0,
    });
  });

  it('after an outage, the latest missed reminder is due, replacing the earlier ones', () => {
    const g = goal('2026-05-31', [30, 7], false);
    expect(dueGoalReminder(g, 'UTC', at('2026-05-26T12:00:00Z'))).toEqual({
      goalId: 'g1',
      kind: 'before-7',
      targetDate: '2026-05-31',
      daysLeft: 5,
      supersedes: ['before-30'],
    });
  });

  it('a missed reminder stays due until the target date has passed', () => {
    const g = goal('2026-05-31', [7], false);
    expect(kindAt(g, 'Asia/Bangkok', '2026-05-31T16:59:00Z')).toBe('before-7');
    expect(kindAt(g, 'Asia/Bangkok', '2026-05-31T17:00:00Z')).toBeNull();
  });

  it('a reminder whose moment came before the goal existed is not sent', () => {
    const g = goal('2026-05-31', [30, 7], true, '2026-05-20T00:00:00Z');
    expect(kindAt(g, 'UTC', '2026-05-24T12:00:00Z')).toBe('before-7');
    const late = goal('2026-05-31', [30, 7], true, '2026-05-29T00:00:00Z');
    expect(kindAt(late, 'UTC', '2026-05-29T12:00:00Z')).toBeNull();
    expect(kindAt(late, 'UTC', '2026-05-31T09:00:00Z')).toBe('on-the-day');
  });

  it('nothing is due for a goal with no reminders chosen', () => {
    expect(dueGoalReminder(goal('2026-05-31', [], false), 'UTC', at('2026-05-31T12:00:00Z'))).toBeNull();
  });
});

describe('the weekly digest', () => {
  it('is due on Monday from 09:00 local until the day ends', () => {
    // 2026-03-02 is a Monday; 09:00 in Bangkok is 02:00 UTC.
    expect(dueDigest('Asia/Bangkok', at('2026-03-02T01:59:00Z'))).toBeNull();
    expect(dueDigest('Asia/Bangkok', at('2026-03-02T02:00:00Z'))).toEqual({
      kind: 'digest-2026-W10',
      monday: '2026-03-02',
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect(dueDigest('Asia/Bangkok', at('2026-03-02T16:59:00Z'))?.monday).toBe('2026-03-02');
    expect(dueDigest('Asia/Bangkok', at('2026-03-02T17:00:00Z'))).toBeNull();
  });

  it('follows the local Monday, not UTC’s', () => {
    // Monday 2026-03-09 09:00 in New York (EDT since the 8th) is 13:00 UTC.
    expect(dueDigest('America/New_York', at('2026-03-09T12:59:00Z'))).toBeNull();
    expect(dueDigest('America/New_York', at('2026-03-09T13:00:00Z'))?.kind).toBe('digest-2026-W11');
    // Monday 09:00 in Kiritimati is Sunday 19:00 UTC.
    expect(dueDigest('Pacific/Kiritimati', at('2026-03-08T19:00:00Z'))?.monday).toBe('2026-03-09');
  });
});

describe('calendar helpers', () => {
  it('names ISO weeks across year ends', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('finds the end of a month, leap years included', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('reads target dates wide enough for every zone', () => {
    expect(targetDateWindow(at('2026-05-01T12:00:00Z'))).toEqual({ from: '2026-04-30', to: '2026-06-01' });
  });
});
