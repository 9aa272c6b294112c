import { describe, expect, it } from 'vitest';
import { addMonths, lastOfMonth, longDate, monthTitle, monthWeeks, weekdayNames } from './month-grid';

describe('month grid', () => {
  it('shows a month in whole weeks from Monday in English and from Sunday in Thai', () => {
    const en = monthWeeks({ year: 2026, month: 11 }, 'en');
    expect(en[0]?.[0]).toBe('2026-10-26');
    expect(en.at(-1)?.at(-1)).toBe('2026-12-06');
    expect(en).toHaveLength(6);
    const th = monthWeeks({ year: 2026, month: 11 }, 'th');
    expect(th[0]?.[0]).toBe('2026-11-01');
    expect(th.at(-1)?.at(-1)).toBe('2026-12-05');
    expect(th).toHaveLength(5);
  });

  it('crosses years and knows leap Februaries', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(lastOfMonth({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(lastOfMonth({ year: 2027, month: 2 })).toBe('2027-02-28');
  });

  it('names months and days in the language, Thai years in the Buddhist era', () => {
    expect(monthTitle({ year: 2026, month: 11 }, 'en')).toBe('November 2026');
    expect(monthTitle({ year: 2026, month: 11 }, 'th')).toBe('พฤศจิกายน 2569');
    expect(weekdayNames('en')[0]?.long).toBe('Monday');
    expect(weekdayNames('th')[0]?.long).toBe('วันอาทิตย์');
    expect(longDate('2026-11-24', 'en')).toMatch(/^Tuesday,? 24 November 2026$/);
    expect(longDate('2026-11-24', 'th')).toContain('2569');
  });
});
