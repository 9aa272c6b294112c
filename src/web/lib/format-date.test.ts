import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './format-date';

describe('the one date format', () => {
  it('writes English dates day first with a short month, whatever the browser locale', () => {
    expect(formatCalendarDate('2027-03-05', 'en')).toBe('5 Mar 2027');
    expect(formatDate('2027-11-23T12:00:00.000Z', 'en')).toBe('23 Nov 2027');
  });

  it('writes Thai dates with Thai month names and the Buddhist-era year', () => {
    expect(formatCalendarDate('2027-03-05', 'th')).toBe('5 มี.ค. 2570');
  });

  it('writes a local date and time in the same style in both languages', () => {
    const local = new Date(2027, 10, 23, 14, 5);
    expect(formatDateTime(local, 'en')).toBe('23 Nov 2027, 14:05');
    expect(formatDateTime(local, 'th')).toBe('23 พ.ย. 2570 14:05');
    expect(formatDateTime('not a date', 'en')).toBeNull();
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatCalendarDate('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it('answers null for a missing or impossible date instead of "Invalid Date"', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatCalendarDate('2026-02-31', 'en')).toBeNull();
    expect(formatCalendarDate('', 'th')).toBeNull();
  });
});
