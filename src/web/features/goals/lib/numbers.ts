import { intlLocale } from './dates';

const KB = 1024;
const MB = 1024 * KB;

export function formatCount(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** Sizes in the binary units the limits use (1 MB = 1024 × 1024 bytes), e.g. "1.5 MB". */
export function formatBytes(bytes: number, language: string | undefined): string {
  const locale = intlLocale(language);
  if (bytes >= MB) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / MB);
  }
  // Anything smaller than a kilobyte reads as a whole number of kilobytes (rounded up, never "0 kB").
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    bytes === 0 ? 0 : Math.max(1, Math.round(bytes / KB)),
  );
}
