import { ERRORS } from '@common/errors';
import { MEMORY_NOTE_MAX_BYTES } from '@common/memories';
import { apiError, errorTextOf } from '@web/test-utils/error-text';
import { describe, expect, it } from 'vitest';
import { useMemoryErrorText } from './use-memory-error-text';

const say = errorTextOf(useMemoryErrorText);

const limitKb = MEMORY_NOTE_MAX_BYTES / 1024;

describe('the memory form tells refusals in words', () => {
  it('a body too large is the note, with its limit; a file too large stays a file', async () => {
    const error = apiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 256 KB.');
    expect(await say(error)).toBe(`This note is too long to save. A note can be at most ${limitKb} KB.`);
    expect(await say(error, 'th')).toBe(`โน้ตนี้ยาวเกินกว่าจะบันทึกได้ โน้ตหนึ่งรายการมีได้ไม่เกิน ${limitKb} KB`);
    expect(await say(apiError(413, 'FILE_TOO_LARGE', ERRORS.FILE_TOO_LARGE.message))).toBe(
      'The file is too large.',
    );
  });

  it('a refused body, not the server’s English', async () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'The request is not valid.');
    expect(await say(error)).toBe('Some details are not valid. Please check them and try again.');
    expect(await say(error, 'th')).toBe('ข้อมูลบางอย่างไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง');
  });

  it('a known code in Thai, never the server’s English', async () => {
    const error = apiError(404, 'NOT_FOUND', 'Memory not found.');
    expect(await say(error, 'th')).toBe('ไม่พบสิ่งที่คุณกำลังมองหา อาจถูกลบไปแล้ว');
    expect(await say(error)).not.toContain('Memory not found.');
    // A code the catalogue does not know still shows the server's words.
    expect(await say(apiError(400, 'SOMETHING_NEW', 'Something new went wrong.'), 'th')).toBe(
      'Something new went wrong.',
    );
  });

  it('text with a NUL character', async () => {
    const error = apiError(400, 'INVALID_TEXT', 'Text must not contain NUL characters.');
    expect(await say(error)).toContain('invisible control character');
    expect(await say(error, 'th')).toContain('อักขระควบคุมที่มองไม่เห็น');
  });

  it('the storage quota', async () => {
    const error = apiError(422, 'STORAGE_QUOTA_EXCEEDED', 'Your image storage is full.');
    expect(await say(error)).toContain('Your storage is full.');
    expect(await say(error, 'th')).toContain('พื้นที่จัดเก็บของคุณเต็มแล้ว');
  });
});
