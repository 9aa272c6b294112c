import { formatDate, intlLocale } from '@web/lib/format-date';

export { intlLocale };

/** The local day of an instant (ISO-8601) in the interface language; the raw text when invalid. */
export function formatMemoryDate(instant: string, language: string | undefined): string {
  return formatDate(instant, language) ?? instant;
}
