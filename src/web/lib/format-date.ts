/**
 * The app's one way to show a date: "24 Nov 2026" in English, "24 พ.ย. 2569" in Thai (Buddhist
 * era, as Thai readers expect), whatever the browser's own locale. Every screen uses these, so a
 * date looks the same on the dashboard, the scrapbook, the share page and the plan card.
 */
export function intlLocale(language: string | undefined): string {
  return language === 'th' ? 'th-TH' : 'en-GB';
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Instant = string | Date | null | undefined;

function formatInstant(value: Instant, language: string | undefined, options: Intl.DateTimeFormatOptions) {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale(language), options).format(date);
}

/** The local day of an instant (ISO-8601 or a Date); null when there is none or it is invalid. */
export function formatDate(value: Instant, language: string | undefined): string | null {
  return formatInstant(value, language, { dateStyle: 'medium' });
}

/** The local day and time of an instant, e.g. "23 Nov 2026, 14:05"; null when invalid. */
export function formatDateTime(value: Instant, language: string | undefined): string | null {
  return formatInstant(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (`YYYY-MM-DD`), the same day in every time zone; null when it is not one. */
export function formatCalendarDate(
  value: string | null | undefined,
  language: string | undefined,
): string | null {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (utc.getUTCMonth() !== Number(month) - 1) return null;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(utc);
}
