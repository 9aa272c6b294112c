import { formatCalendarDate as formatCalendarDay, formatDate, intlLocale } from '@web/lib/format-date';

export { intlLocale };

/** A calendar date (`YYYY-MM-DD`) as written in the language, the same day in every time zone. */
export function formatCalendarDate(date: string, language: string | undefined): string {
  return formatCalendarDay(date, language) ?? date;
}

/** The local day of an instant (ISO-8601), e.g. when a goal was completed. */
export function formatDay(instant: string, language: string | undefined): string {
  return formatDate(instant, language) ?? instant;
}
