import { describe, expect, it } from 'vitest';
import { swipeDirection, wrapIndex } from './slideshow';

describe('slideshow navigation', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('reads a swipe left as next and right as previous, past 50 px only', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -10)).toBe(-1);
    expect(swipeDirection(49, 0)).toBe(0);
    expect(swipeDirection(50, 0)).toBe(-1);
  });

  it('ignores mostly vertical movement', () => {
    expect(swipeDirection(-60, 90)).toBe(0);
  });
});
