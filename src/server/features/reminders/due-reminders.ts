import {
  beforeKind,
  type GoalReminderKind,
  ON_THE_DAY,
  REMINDER_DAYS_BEFORE,
  REMINDER_LOCAL_HOUR,
  type ReminderDaysBefore,
} from '../../../common/reminders';
import { addDays, daysBetween, endOfMonth, isoWeekOf, type LocalTime, localTimeOf } from './zone-time';

/** A goal as the reminder pass sees it: its target date and the reminder choice in force. */
export type ReminderGoal = {
  goalId: string;
  /** YYYY-MM-DD: a calendar date, read in the owner's time zone. */
  targetDate: string;
  /** Reminders whose moment came before the goal existed are not sent. */
  createdAt: Date;
  daysBefore: readonly ReminderDaysBefore[];
  onTheDay: boolean;
};

export type DueReminder = {
  goalId: string;
  kind: GoalReminderKind;
  targetDate: string;
  /** Days from the owner's today to the target date, when the pass runs (0: today). */
  daysLeft: number;
  /** Earlier reminders of the same goal and date that this one replaces if they never went out. */
  supersedes: GoalReminderKind[];
};

const SEND_MINUTE = REMINDER_LOCAL_HOUR * 60;

/** The local date a kind of reminder is for: N days before the target date, or the date itself. */
function dueDateOf(kind: GoalReminderKind, targetDate: string): string {
  return kind === ON_THE_DAY ? targetDate : addDays(targetDate, -Number(kind.slice('before-'.length)));
}

/** Has the wall clock reached 09:00 on `date`? */
const reached = (now: LocalTime, date: string) =>
  now.date > date || (now.date === date && now.minutes >= SEND_MINUTE);

/** Was 09:00 on `date` at or after the moment `since` (both on the same zone's clock)? */
const notBefore = (since: LocalTime, date: string) =>
  date > since.date || (date === since.date && SEND_MINUTE >= since.minutes);

/** The goal's reminder kinds, latest moment first (on the day, then 1, 7, 30 days before). */
function kindsOf(goal: ReminderGoal): GoalReminderKind[] {
  const kinds: GoalReminderKind[] = goal.onTheDay ? [ON_THE_DAY] : [];
  for (const days of REMINDER_DAYS_BEFORE) if (goal.daysBefore.includes(days)) kinds.push(beforeKind(days));
  return kinds;
}

/**
 * The reminder of a goal that is due at `now` in `zone`, if any. A reminder is due from 09:00
 * local on its date; one missed (the server was down) is still due until the target date has
 * passed. Only the latest due one is answered: after a long outage the owner gets one mail saying
 * how far the date is, not one per missed reminder; the earlier ones are `supersedes`.
 */
export function dueGoalReminder(goal: ReminderGoal, zone: string, now: Date): DueReminder | null {
  const local = localTimeOf(now, zone);
  if (local.date > goal.targetDate) return null;
  const created = localTimeOf(goal.createdAt, zone);
  const kind = kindsOf(goal).find((k) => {
    const date = dueDateOf(k, goal.targetDate);
    return reached(local, date) && notBefore(created, date);
  });
  if (!kind) return null;
  const dueDate = dueDateOf(kind, goal.targetDate);
  const every: GoalReminderKind[] = [ON_THE_DAY, ...REMINDER_DAYS_BEFORE.map(beforeKind)];
  return {
    goalId: goal.goalId,
    kind,
    targetDate: goal.targetDate,
    daysLeft: daysBetween(local.date, goal.targetDate),
    supersedes: every.filter((k) => k !== kind && dueDateOf(k, goal.targetDate) < dueDate),
  };
}

export type DueDigest = {
  /** 'digest-2026-W10'. */
  kind: string;
  /** The Monday it is for. */
  monday: string;
  /** Goals due from that Monday to the end of its month are listed. */
  from: string;
  to: string;
};

/**
 * The weekly digest due at `now` in `zone`: from 09:00 on a local Monday until that day ends (a
 * digest missed for a whole day is not sent late: next Monday's replaces it).
 */
export function dueDigest(zone: string, now: Date): DueDigest | null {
  const local = localTimeOf(now, zone);
  if (local.weekday !== 1 || local.minutes < SEND_MINUTE) return null;
  return {
    kind: `digest-${isoWeekOf(local.date)}`,
    monday: local.date,
    from: local.date,
    to: endOfMonth(local.date),
  };
}

/**
 * Target dates the pass must look at for any zone: local dates run from UTC's yesterday
 * (UTC-12) to tomorrow (UTC+14), and a reminder comes at most 30 days early.
 */
export function targetDateWindow(now: Date): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10);
  return { from: addDays(today, -1), to: addDays(today, Math.max(...REMINDER_DAYS_BEFORE) + 1) };
}
