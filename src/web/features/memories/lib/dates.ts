/** Intl locale for an interface language; Thai dates use the Buddhist era. */
export function intlLocale(language: string | undefined): string {
  return language === 'th' ? 'th-TH' : 'en-GB';
}

/** The local day of an instant (ISO-8601) in the interface language; the raw text when invalid. */
export function formatMemoryDate(instant: string, language: string | undefined): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(date);
}
