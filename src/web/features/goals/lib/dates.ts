/** Intl locale for an interface language; Thai dates use the Buddhist era, as Thai readers expect. */
export function intlLocale(language: string | undefined): string {
  return language === 'th' ? 'th-TH' : 'en-GB';
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`YYYY-MM-DD`) as written in the language, the same day in every time zone. */
export function formatCalendarDate(date: string, language: string | undefined): string {
  const match = DATE_ONLY.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}

/** The local day of an instant (ISO-8601), e.g. when a goal was completed. */
export function formatDay(instant: string, language: string | undefined): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(date);
}

/** Today in the browser's time zone as `YYYY-MM-DD`, the form of a date input's value. */
export function todayAsDateInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
