import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeRedirectPath, signInPathFor } from './safe-redirect';

describe('return after sign-in', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/goals/abc/scrapbook?x=1#memories')).toBe('/goals/abc/scrapbook?x=1#memories');
    expect(afterSignInPath('?mode=login&redirect=%2Fupgrade%3Fcheckout%3Dcancelled')).toBe(
      '/upgrade?checkout=cancelled',
    );
  });

  it('never leaves the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/\t/evil.example',
      '',
      null,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
  });

  it('does not return to the sign-in screens', () => {
    expect(safeRedirectPath('/account?mode=login')).toBeNull();
    expect(safeRedirectPath('/Reset-Password')).toBeNull();
    expect(afterSignInPath('')).toBe('/dashboard');
  });

  it('builds the sign-in link of a page a visitor was refused', () => {
    expect(signInPathFor({ pathname: '/profile', search: '' })).toBe(
      '/account?mode=login&redirect=%2Fprofile',
    );
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/account?mode=login');
  });
});
