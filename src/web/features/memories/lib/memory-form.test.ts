import { MEMORY_CAPTION_MAX, MEMORY_NOTE_MAX_BYTES, MEMORY_TAG_MAX, MEMORY_TAGS_MAX } from '@common/memories';
import { describe, expect, it } from 'vitest';
import { type MemoryFormValues, memoryFormErrors } from './memory-form';

const photo: MemoryFormValues = { kind: 'photo', caption: '', tags: [], content: '' };
const note: MemoryFormValues = { kind: 'note', caption: '', tags: [], content: '<p>Hi</p>' };
const tagList = (count: number) => Array.from({ length: count }, (_, i) => `tag${i}`);

describe('memory form rules', () => {
  it("uses the server schema's caption limit, not a copy of it", () => {
    for (const editing of [false, true]) {
      expect(memoryFormErrors({ ...photo, caption: 'c'.repeat(MEMORY_CAPTION_MAX) }, editing)).toEqual({});
      expect(memoryFormErrors({ ...photo, caption: 'c'.repeat(MEMORY_CAPTION_MAX + 1) }, editing)).toEqual({
        caption: 'captionTooLong',
      });
    }
  });

  it('refuses too many tags and a tag too long', () => {
    expect(memoryFormErrors({ ...photo, tags: tagList(MEMORY_TAGS_MAX) }, false)).toEqual({});
    expect(memoryFormErrors({ ...photo, tags: tagList(MEMORY_TAGS_MAX + 1) }, false)).toEqual({
      tags: 'tooManyTags',
    });
    expect(memoryFormErrors({ ...photo, tags: ['t'.repeat(MEMORY_TAG_MAX)] }, true)).toEqual({});
    expect(memoryFormErrors({ ...photo, tags: ['t'.repeat(MEMORY_TAG_MAX + 1)] }, true)).toEqual({
      tags: 'tagTooLong',
    });
  });

  it('refuses a note over the byte limit, counted as the server counts it', () => {
    // A Thai letter is three bytes: a third as many letters as the limit already reaches it.
    const fits = 'ก'.repeat(Math.floor(MEMORY_NOTE_MAX_BYTES / 3));
    expect(memoryFormErrors({ ...note, content: fits }, false)).toEqual({});
    expect(memoryFormErrors({ ...note, content: `${fits}กก` }, false)).toEqual({ content: 'noteTooLong' });
    expect(memoryFormErrors({ ...note, content: `${fits}กก` }, true)).toEqual({ content: 'noteTooLong' });
  });

  it('leaves an empty note to the "write something" message', () => {
    expect(memoryFormErrors({ ...note, content: '' }, false)).toEqual({});
  });
});
