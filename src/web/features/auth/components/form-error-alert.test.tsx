import { ApiError } from '@web/lib/api-error';
import { type AuthErrorContext, describeAuthError } from '@web/lib/describe-auth-error';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it } from 'vitest';
import { FormErrorAlert } from './form-error-alert';

const apiError = (status: number, code?: string, message?: string) =>
  new ApiError({ status, statusText: 'x', detail: message ?? 'x', code, serverMessage: message });

async function shown(error: unknown, context: AuthErrorContext, language: 'en' | 'th') {
  return textOf(
    await renderPage(<FormErrorAlert description={describeAuthError(error, context)} />, { language }),
  );
}

describe('the auth forms explain the new refusals', () => {
  it.each([
    [
      apiError(400, 'NAME_TOO_LONG', 'The name can be at most 100 characters.'),
      'signUp',
      'That name is too long. It can be at most 100 characters.',
      'ชื่อนี้ยาวเกินไป ชื่อยาวได้ไม่เกิน 100 ตัวอักษร',
    ],
    [
      apiError(400, 'EMAIL_TOO_LONG', 'The email address is too long.'),
      'signIn',
      'That email address is too long. It can be at most 254 characters.',
      'อีเมลนี้ยาวเกินไป อีเมลยาวได้ไม่เกิน 254 ตัวอักษร',
    ],
    [
      apiError(400, 'INVALID_TEXT', 'Text must not contain NUL characters.'),
      'signUp',
      'The text contains an invisible control character that cannot be saved.',
      'ข้อความมีอักขระควบคุมที่มองไม่เห็นซึ่งบันทึกไม่ได้',
    ],
    [
      apiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 64 KB.'),
      'signUp',
      'What you sent is too large. Please shorten it and try again.',
      'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
    ],
    [
      apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
      'signIn',
      'Too many sign-in attempts. Please wait a moment and try again.',
      'พยายามเข้าสู่ระบบหลายครั้งเกินไป',
    ],
  ] as const)('%s', async (error, context, english, thai) => {
    const en = await shown(error, context, 'en');
    expect(en).toContain(english);
    // Never the server's English words or its code.
    expect(en).not.toContain(error.code ?? '\u0000');
    expect(await shown(error, context, 'th')).toContain(thai);
  });
});
