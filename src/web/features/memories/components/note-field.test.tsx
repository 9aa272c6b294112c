import { MEMORY_NOTE_MAX_BYTES } from '@common/memories';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it } from 'vitest';
import { noteOverLimit } from '../lib/note-size';
import { NoteField } from './note-field';

const limitKb = MEMORY_NOTE_MAX_BYTES / 1024;
// 35,000 Thai letters: far fewer characters than the limit's bytes, but three bytes each.
const longThaiNote = `<p>${'ก'.repeat(35_000)}</p>`;

const field = (value: string, language: 'en' | 'th' = 'en') =>
  renderPage(<NoteField value={value} onChange={() => undefined} />, { language });

describe('the note field', () => {
  it('counts UTF-8 bytes, as the server does', () => {
    expect(noteOverLimit('a'.repeat(MEMORY_NOTE_MAX_BYTES))).toBeNull();
    expect(noteOverLimit('a'.repeat(MEMORY_NOTE_MAX_BYTES + 1))).toEqual({ kb: limitKb + 1, maxKb: limitKb });
    expect(longThaiNote.length).toBeLessThan(MEMORY_NOTE_MAX_BYTES);
    expect(noteOverLimit(longThaiNote)).toEqual({ kb: 103, maxKb: limitKb });
  });

  it('says nothing about size while the note fits', async () => {
    const text = textOf(await field(`<p>${'a'.repeat(50_000)}</p>`));
    expect(text).toContain('Note');
    expect(text).not.toContain('KB');
  });

  it('tells the size and the limit before the note is saved', async () => {
    const html = await field(longThaiNote);
    expect(textOf(html)).toContain(
      `This note is 103 KB, but a note can be at most ${limitKb} KB. Shorten it or split it into two notes to save it.`,
    );
    expect(html).toMatch(/role="alert"/);
    expect(textOf(await field(longThaiNote, 'th'))).toContain(
      `โน้ตนี้มีขนาด 103 KB แต่โน้ตหนึ่งรายการมีได้ไม่เกิน ${limitKb} KB`,
    );
  });
});
