import { z } from 'zod';

/**
 * Deadline reminders by mail (Pro): the choices a goal's reminders offer, the user's reminder
 * settings and the shapes of their routes. A goal without a choice of its own follows the user's
 * default choice; reminders go out at 09:00 in the user's time zone.
 */

/** "N days before" reminders a goal may have. */
export const REMINDER_DAYS_BEFORE = [1, 7, 30] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

/** The local hour (in the user's time zone) at which a reminder or the weekly digest goes out. */
export const REMINDER_LOCAL_HOUR = 9;

export const DEFAULT_TIME_ZONE = 'UTC';
/** Longest IANA name in use is about 30 characters. */
export const TIME_ZONE_MAX_LENGTH = 64;

/** A reminder's kind: 'before-7' (7 days before), 'on-the-day', or the weekly digest 'digest-2026-W10'. */
export type GoalReminderKind = `before-${ReminderDaysBefore}` | 'on-the-day';

export const beforeKind = (days: ReminderDaysBefore): GoalReminderKind => `before-${days}`;
export const ON_THE_DAY: GoalReminderKind = 'on-the-day';

/** The defaults a new account gets: reminders on (they still need Pro), 7 days before and on the day. */
export const DEFAULT_REMINDER_SETTINGS = {
  enabled: true,
  timeZone: DEFAULT_TIME_ZONE,
  defaultDaysBefore: [7] as ReminderDaysBefore[],
  defaultOnTheDay: true,
  weeklyDigest: false,
};

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The zone's canonical IANA name, or null when the runtime does not know it. Offsets such as
 * '+07:00' are not zones (they ignore daylight saving) and are refused.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX_LENGTH)
  .refine((name) => canonicalTimeZone(name) !== null, { message: 'Unknown time zone.' });

// Read here rather than in the schema's arguments: a bundler then sees the schema as free of
// effects and leaves it out of the pages that never check a body.
const DAYS_BEFORE_CHOICES = REMINDER_DAYS_BEFORE.length;
const daysBeforeSchema = z
  .array(z.literal(REMINDER_DAYS_BEFORE))
  .max(DAYS_BEFORE_CHOICES)
  .refine((days) => new Set(days).size === days.length, { message: 'Each choice at most once.' });

/** PUT /api/bucket-list/:id/reminders. */
export const goalRemindersBodySchema = z.strictObject({
  daysBefore: daysBeforeSchema,
  onTheDay: z.boolean(),
});
export type GoalRemindersBody = z.infer<typeof goalRemindersBodySchema>;

/** A goal's reminders; `followsDefault` while the goal has no choice of its own. */
export type GoalReminders = {
  daysBefore: ReminderDaysBefore[];
  onTheDay: boolean;
  followsDefault: boolean;
};

/** GET and PUT /api/me/reminder-settings. */
export const reminderSettingsBodySchema = z.strictObject({
  enabled: z.boolean(),
  timeZone: timeZoneSchema,
  defaultDaysBefore: daysBeforeSchema,
  defaultOnTheDay: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type ReminderSettings = {
  enabled: boolean;
  timeZone: string;
  defaultDaysBefore: ReminderDaysBefore[];
  defaultOnTheDay: boolean;
  weeklyDigest: boolean;
};

/** The one-click unsubscribe link's path; the signed token rides in `?token=`. */
export const REMINDER_UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(UNSUBSCRIBE_TOKEN_MAX_LENGTH),
});

/** POST /api/admin/jobs/reminders/run and the scheduled pass. */
export type ReminderPassResult = { sent: number; skipped: number };

/** Sorted, unique: the stored and answered form of a days-before choice. */
export function normaliseDaysBefore(days: readonly number[]): ReminderDaysBefore[] {
  return REMINDER_DAYS_BEFORE.filter((d) => days.includes(d));
}
