import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { setPasswordSchema } from '@common/schemas';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, isTotpCode, normaliseTotpCode } from './password-form';

describe('checkNewPassword', () => {
  it('asks for a password within the bounds, typed twice', () => {
    expect(checkNewPassword('', '')).toEqual({ newPassword: 'required' });
    expect(checkNewPassword('short', 'short')).toEqual({ newPassword: 'tooShort' });
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({ newPassword: 'tooLong' });
    expect(checkNewPassword('long enough pass', 'long enough pas')).toEqual({ confirm: 'differ' });
    expect(checkNewPassword('long enough pass', 'long enough pass')).toEqual({});
  });

  it("refuses exactly what the server's set-password rule refuses", () => {
    const check = (password: string) => checkNewPassword(password, password).newPassword;
    const serverAccepts = (password: string) =>
      setPasswordSchema.safeParse({ newPassword: password }).success;
    for (const length of [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]) {
      expect(serverAccepts('p'.repeat(length))).toBe(true);
      expect(check('p'.repeat(length))).toBeUndefined();
    }
    expect(serverAccepts('p'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(check('p'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
    expect(serverAccepts('p'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
    expect(check('p'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('totp codes', () => {
  it('accepts six digits, spaces ignored', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcdef')).toBe(false);
  });
});
