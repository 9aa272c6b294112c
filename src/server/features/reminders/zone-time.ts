/**
 * Calendar dates and wall-clock times in a time zone, read through Intl (the runtime's IANA
 * database): no offsets are computed or stored, so daylight-saving changes need no special case.
 * Dates are 'YYYY-MM-DD' strings, which compare correctly as text.
 */

/** A moment as a clock on the wall in a zone shows it. */
export type LocalTime = {
  date: string;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export function localTimeOf(instant: Date, zone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(date) };
}

const DAY_MS = 86_400_000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function weekdayOf(date: string): number {
  return ((new Date(utcMidnight(date)).getUTCDay() + 6) % 7) + 1;
}

/** The last day of the date's month. */
export function endOfMonth(date: string): string {
  const d = new Date(utcMidnight(date));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** ISO 8601 week of a date, e.g. '2026-W10' (the week's Thursday decides the year). */
export function isoWeekOf(date: string): string {
  const thursday = addDays(date, 4 - weekdayOf(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
