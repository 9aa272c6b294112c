import { intlLocale } from '@web/lib/format-date';

/** January to December in the UI language (index 0 is January), as the app writes dates. */
export function monthNames(language: string | undefined): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}
