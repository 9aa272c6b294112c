import { intlLocale } from '@web/lib/format-date';

function firstDayOf(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}

/** A month (`YYYY-MM`) for a chart's axis: "Nov" in English, "พ.ย." in Thai. */
export function shortMonth(month: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' }).format(
    firstDayOf(month),
  );
}

/** A month with its year: "November 2025" in English, "พฤศจิกายน 2568" (Buddhist era) in Thai. */
export function longMonth(month: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(firstDayOf(month));
}

/** A share (0..1) as a whole percentage in the UI language: "43%". */
export function percent(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}
