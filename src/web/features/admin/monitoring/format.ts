import { intlLocale } from '@web/lib/format-date';

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;

/** A size in the reader's language with a decimal unit, to three digits: "1.5 GB", "45.6 MB". */
export function formatBytes(bytes: number, language: string | undefined): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumSignificantDigits: 3,
  }).format(value);
}

/** Milliseconds with at most one decimal: "12.3 ms". */
export function formatMs(ms: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(ms);
}

/** A plain number in the reader's language, with at most one decimal. */
export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(value);
}

/** A duration in its two largest units: "3 days 4 hr", "5 min 2 sec". */
export function formatUptime(totalSeconds: number, language: string | undefined): string {
  const parts: Array<[number, 'day' | 'hour' | 'minute' | 'second']> = [
    [Math.floor(totalSeconds / 86_400), 'day'],
    [Math.floor((totalSeconds % 86_400) / 3600), 'hour'],
    [Math.floor((totalSeconds % 3600) / 60), 'minute'],
    [Math.floor(totalSeconds % 60), 'second'],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  const shown = first === -1 ? parts.slice(3) : parts.slice(first, first + 2);
  return shown
    .map(([value, unit]) =>
      new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'short' }).format(
        value,
      ),
    )
    .join(' ');
}
