import { z } from 'zod';

/**
 * The calendar: a month or agenda of target dates and milestone due dates in the app, and for Pro
 * members a private ICS feed that calendar apps subscribe to.
 */

/** Where a feed is read: `/api/calendar/<token>.ics`; the token is the only key, so keep it secret. */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PREFIX}${token}.ics`;

/** GET /api/me/calendar-feed: whether a feed is on (its address is shown only when it is made). */
export type CalendarFeedState = { enabled: boolean; createdAt: string | null };
/** POST /api/me/calendar-feed: the new address; an earlier one stops working at once. */
export type CalendarFeed = { url: string; createdAt: string };

/** The longest span one calendar read covers: a year and a bit, enough for the agenda view. */
export const CALENDAR_RANGE_MAX_DAYS = 400;

const isoDate = z.iso.date();

/** Query of GET /api/me/calendar: the dates from and to (both included). */
export const calendarRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((range) => range.from <= range.to, { path: ['to'], message: 'The end comes before the start.' })
  .refine((range) => daysBetween(range.from, range.to) <= CALENDAR_RANGE_MAX_DAYS, {
    path: ['to'],
    message: `At most ${CALENDAR_RANGE_MAX_DAYS} days at once.`,
  });
export type CalendarRange = z.infer<typeof calendarRangeSchema>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** A dated thing on the calendar: a goal's target date, or one of its milestones' due date. */
export type CalendarEntry = {
  kind: 'goal' | 'milestone';
  /** YYYY-MM-DD. */
  date: string;
  goalId: string;
  goalTitle: string;
  /** The milestone's title; a goal's own entry has the goal's title here too. */
  title: string;
  milestoneId: string | null;
  done: boolean;
};
export type CalendarEntries = { entries: CalendarEntry[] };
