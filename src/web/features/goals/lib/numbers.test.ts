import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from './numbers';

describe('usage figures', () => {
  it('writes sizes in binary megabytes and kilobytes', () => {
    expect(formatBytes(7 * 1024 * 1024, 'en')).toBe('7 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(500 * 1024, 'en')).toBe('500 kB');
    expect(formatBytes(0, 'en')).toBe('0 kB');
    expect(formatBytes(12, 'en')).toBe('1 kB');
  });

  it('groups digits for the language', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
  });
});
