import { describe, expect, it } from 'vitest';
import { countByType, filterMemories } from './filter';

const memories = [{ type: 'photo' }, { type: 'note' }, { type: 'photo' }, { type: 'video' }] as const;

describe('memory filters', () => {
  it('keeps one type, or all', () => {
    expect(filterMemories(memories, 'photo')).toHaveLength(2);
    expect(filterMemories(memories, 'video')).toEqual([{ type: 'video' }]);
    expect(filterMemories(memories, 'all')).toHaveLength(4);
  });

  it('counts each type', () => {
    expect(countByType(memories)).toEqual({ all: 4, photo: 2, video: 1, note: 1 });
  });
});
