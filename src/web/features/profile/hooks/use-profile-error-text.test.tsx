import { apiError, errorTextOf } from '@web/test-utils/error-text';
import { describe, expect, it } from 'vitest';
import { useProfileErrorText } from './use-profile-error-text';

const say = errorTextOf(useProfileErrorText);

describe('profile errors are told in words, never as a code', () => {
  it('a body too large for the server', async () => {
    const error = apiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.');
    expect(await say(error)).toBe('What you sent is too large. Please shorten it and try again.');
    expect(await say(error, 'th')).toBe('ข้อมูลที่ส่งมีขนาดใหญ่เกินไป โปรดทำให้สั้นลงแล้วลองอีกครั้ง');
  });

  it('a refused request body', async () => {
    const error = apiError(400, 'VALIDATION_FAILED', 'The request is not valid.');
    expect(await say(error)).toBe('Some details are not valid. Please check them and try again.');
    expect(await say(error, 'th')).toBe('ข้อมูลบางอย่างไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง');
  });

  it('a name over the limit, with the limit', async () => {
    const error = apiError(400, 'NAME_TOO_LONG', 'The name can be at most 100 characters.');
    expect(await say(error)).toBe('That name is too long. It can be at most 100 characters.');
    expect(await say(error, 'th')).toBe('ชื่อนี้ยาวเกินไป ชื่อยาวได้ไม่เกิน 100 ตัวอักษร');
  });

  it('text with a NUL character', async () => {
    const error = apiError(400, 'INVALID_TEXT', 'Text must not contain NUL characters.');
    expect(await say(error)).toContain('invisible control character');
    expect(await say(error, 'th')).toContain('อักขระควบคุมที่มองไม่เห็น');
  });
});
