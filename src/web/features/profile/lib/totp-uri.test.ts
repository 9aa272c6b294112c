import { describe, expect, it } from 'vitest';
import { backupCodesText, groupSecret, secretFromTotpUri } from './totp-uri';

describe('secretFromTotpUri', () => {
  it('reads the secret of an otpauth address', () => {
    expect(
      secretFromTotpUri('otpauth://totp/Someday:fah%40example.com?secret=jbswy3dpehpk3pxp&issuer=Someday'),
    ).toBe('JBSWY3DPEHPK3PXP');
  });

  it('gives null for other addresses or a missing secret', () => {
    expect(secretFromTotpUri('https://example.com/?secret=ABC')).toBeNull();
    expect(secretFromTotpUri('otpauth://totp/Someday?issuer=Someday')).toBeNull();
    expect(secretFromTotpUri('not a url')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('splits into groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPA')).toBe('JBSW Y3DP EHPK 3PXP A');
  });
});

describe('backupCodesText', () => {
  it('puts one code per line under a heading', () => {
    expect(backupCodesText(['a1', 'b2'], 'Someday backup codes')).toBe('Someday backup codes\n\na1\nb2\n');
  });
});
