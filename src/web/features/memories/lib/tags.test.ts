import { MEMORY_TAG_MAX, MEMORY_TAGS_MAX } from '@common/memories';
import { describe, expect, it } from 'vitest';
import { addTags, parseTags, tagsInputStep } from './tags';

describe('parseTags', () => {
  it('splits on commas, trims, drops empties and a leading #', () => {
    expect(parseTags(' beach, #sunset ,, , diving ')).toEqual(['beach', 'sunset', 'diving']);
  });

  it('cuts a tag at the longest length the server accepts', () => {
    const [tag] = parseTags('x'.repeat(MEMORY_TAG_MAX + 5));
    expect(tag).toHaveLength(MEMORY_TAG_MAX);
  });
});

describe('addTags', () => {
  it('keeps order and ignores duplicates regardless of case', () => {
    expect(addTags(['Beach'], ['beach', 'reef', 'Reef', 'boat'])).toEqual(['Beach', 'reef', 'boat']);
  });

  it('stops at the tag limit', () => {
    const many = Array.from({ length: MEMORY_TAGS_MAX + 3 }, (_, i) => `t${i}`);
    expect(addTags([], many)).toHaveLength(MEMORY_TAGS_MAX);
  });
});

describe('tagsInputStep', () => {
  it('Enter or a comma commits the draft', () => {
    expect(tagsInputStep(['a'], 'b, c', 'Enter')).toEqual({
      tags: ['a', 'b', 'c'],
      draft: '',
      handled: true,
    });
    expect(tagsInputStep([], 'trip', ',')).toEqual({ tags: ['trip'], draft: '', handled: true });
  });

  it('Enter with an empty draft is left alone (it may submit the form)', () => {
    expect(tagsInputStep(['a'], '', 'Enter')).toEqual({ tags: ['a'], draft: '', handled: false });
  });

  it('a comma never lands in an empty field', () => {
    expect(tagsInputStep(['a'], '  ', ',').handled).toBe(true);
  });

  it('Backspace in an empty field removes the last chip', () => {
    expect(tagsInputStep(['a', 'b'], '', 'Backspace')).toEqual({ tags: ['a'], draft: '', handled: true });
    expect(tagsInputStep(['a', 'b'], 'x', 'Backspace').handled).toBe(false);
  });

  it('other keys do nothing', () => {
    expect(tagsInputStep(['a'], 'b', 'x')).toEqual({ tags: ['a'], draft: 'b', handled: false });
  });
});
