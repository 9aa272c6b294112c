import { describe, expect, it } from 'vitest';
import { keptByKey } from './kept-by-key';

describe('keptByKey', () => {
  it('works a key out once and answers the kept value after, null included', () => {
    const kept = keptByKey<string | null>(10, 16);
    let made = 0;
    const make = (value: string | null) => () => {
      made += 1;
      return value;
    };
    expect(kept('a', make('A'))).toBe('A');
    expect(kept('a', make('other'))).toBe('A');
    expect(kept('none', make(null))).toBeNull();
    expect(kept('none', make('other'))).toBeNull();
    expect(made).toBe(2);
  });

  it('drops the oldest key when full and never keeps a key longer than allowed', () => {
    const kept = keptByKey<number>(2, 4);
    kept('a', () => 1);
    kept('b', () => 2);
    kept('c', () => 3);
    expect(kept('a', () => 10)).toBe(10);
    expect(kept('c', () => 30)).toBe(3);
    expect(kept('toolong', () => 5)).toBe(5);
    expect(kept('toolong', () => 6)).toBe(6);
  });

  it('keeps nothing when working the value out throws', () => {
    const kept = keptByKey<number>(2, 4);
    expect(() =>
      kept('x', () => {
        throw new Error('bad');
      }),
    ).toThrow('bad');
    expect(kept('x', () => 7)).toBe(7);
  });
});
