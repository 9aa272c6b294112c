import { intlLocale } from '@web/lib/format-date';

/**
 * Calendar arithmetic on plain dates (YYYY-MM-DD), done in UTC so that no time zone or daylight
 * saving change can move a day. A month is shown in whole weeks.
 */

export type YearMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const monthOf = (iso: string): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
});
export const firstOfMonth = ({ year, month }: YearMonth) => `${year}-${pad(month)}-01`;
export const lastOfMonth = (ym: YearMonth) => addDays(firstOfMonth(addMonths(ym, 1)), -1);

/** Thai calendars start the week on Sunday; British English, on Monday. */
export const weekStartsOn = (language: string | undefined): 0 | 1 => (language === 'th' ? 0 : 1);

/** The weeks that show the month: from the week of its first day to the week of its last. */
export function monthWeeks(ym: YearMonth, language: string | undefined): string[][] {
  const first = firstOfMonth(ym);
  const back = (utc(first).getUTCDay() - weekStartsOn(language) + 7) % 7;
  const last = lastOfMonth(ym);
  const weeks: string[][] = [];
  for (let day = addDays(first, -back); day <= last; ) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "November 2026" / "พฤศจิกายน 2569" (Thai in the Buddhist era). */
export function monthTitle(ym: YearMonth, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(firstOfMonth(ym)));
}

/** The short weekday names in the order the grid shows them. */
export function weekdayNames(language: string | undefined): { short: string; long: string }[] {
  const start = weekStartsOn(language);
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = utc(addDays('2023-01-01', (start + i) % 7));
    const format = (weekday: 'short' | 'long') =>
      new Intl.DateTimeFormat(intlLocale(language), { weekday, timeZone: 'UTC' }).format(day);
    return { short: format('short'), long: format('long') };
  });
}

/** A day in full for screen readers and the agenda: "Tuesday 24 November 2026". */
export function longDate(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    utc(iso),
  );
}

/** Today in the browser's own time zone, as a plain date. */
export function today(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
