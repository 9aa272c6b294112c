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
});

describe('totp codes', () => {
  it('accepts six digits, spaces ignored', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('abcdef')).toBe(false);
  });
});
