import { intlLocale } from './dates';

const KB = 1024;
const MB = 1024 * KB;

// Making a formatter is the costly part (tens of milliseconds on a slow phone): one per locale and kind.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, unit?: 'megabyte' | 'kilobyte'): Intl.NumberFormat {
  const key = `${locale} ${unit ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = unit
      ? new Intl.NumberFormat(locale, {
          style: 'unit',
          unit,
          maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
        })
      : new Intl.NumberFormat(locale);
    formatters.set(key, made);
  }
  return made;
}

export function formatCount(value: number, language: string | undefined): string {
  return formatter(intlLocale(language)).format(value);
}

/** Sizes in the binary units the limits use (1 MB = 1024 × 1024 bytes), e.g. "1.5 MB". */
export function formatBytes(bytes: number, language: string | undefined): string {
  const locale = intlLocale(language);
  if (bytes >= MB) return formatter(locale, 'megabyte').format(bytes / MB);
  // Anything smaller than a kilobyte reads as a whole number of kilobytes (rounded up, never "0 kB").
  return formatter(locale, 'kilobyte').format(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KB)));
}
