import { describe, expect, it } from 'vitest';
import { hasNoteText } from './note-text';

describe('hasNoteText', () => {
  it('sees no text in what an empty editor leaves behind', () => {
    for (const empty of [
      null,
      undefined,
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<ul><li> </li></ul>',
    ]) {
      expect(hasNoteText(empty)).toBe(false);
    }
  });

  it('sees text, in any language, inside any markup', () => {
    expect(hasNoteText('<p><strong>Summit!</strong></p>')).toBe(true);
    expect(hasNoteText('<p>ถึงยอดเขาแล้ว</p>')).toBe(true);
    expect(hasNoteText('plain')).toBe(true);
  });
});
