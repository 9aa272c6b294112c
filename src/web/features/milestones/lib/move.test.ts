import { describe, expect, it } from 'vitest';
import { moveId, sameOrder } from './move';

describe('moveId', () => {
  it('moves one id up, down, and never past either end', () => {
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('tells equal orders apart from changed ones', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
