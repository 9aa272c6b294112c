import { describe, expect, it } from 'vitest';
import { type GuardInput, guardDecision, VERIFY_LINK_ERRORS, verifyLinkErrorOf } from './route-guard';

const visitor = { isSignedIn: false, isAuthenticated: false };
const unverified = { isSignedIn: true, isAuthenticated: false };
const verified = { isSignedIn: true, isAuthenticated: true };

const decide = (pathname: string, search: string, who: Pick<GuardInput, 'isSignedIn' | 'isAuthenticated'>) =>
  guardDecision({ pathname, search, ...who });

describe('route guard: unverified users go to the verify step', () => {
  it('sends an unverified user to the verify step from protected paths', () => {
    for (const path of ['/', '/dashboard', '/profile', '/admin', '/whatever']) {
      expect(decide(path, '', unverified), path).toEqual({ kind: 'redirect', to: '/account?verify=1' });
    }
  });

  it('lets an unverified user stay on the allowed paths, case-insensitively', () => {
    for (const path of [
      '/account',
      '/Account',
      '/forgot-password',
      '/reset-password',
      '/logout',
      '/verify-email',
      '/shared/abc',
      '/subscribe',
    ]) {
      expect(decide(path, '', unverified), path).toEqual({ kind: 'render' });
    }
  });

  it('does not redirect visitors or verified users', () => {
    expect(decide('/dashboard', '', verified)).toEqual({ kind: 'render' });
    expect(decide('/anything', '', visitor)).toEqual({ kind: 'render' });
  });

  it('recognises an auth callback by path or by code/state parameters', () => {
    expect(decide('/auth/callback/google', '', visitor)).toEqual({ kind: 'auth-callback' });
    expect(decide('/', '?code=abc', visitor)).toEqual({ kind: 'auth-callback' });
    expect(decide('/dashboard', '?state=xyz', verified)).toEqual({ kind: 'auth-callback' });
  });

  it('removes refresh=true and keeps the other parameters', () => {
    expect(decide('/dashboard', '?refresh=true&tab=done', verified)).toEqual({
      kind: 'refresh',
      to: '/dashboard?tab=done',
    });
    expect(decide('/subscribe', '?refresh=true', verified)).toEqual({ kind: 'refresh', to: '/subscribe' });
  });

  it('sends a visitor with a failed verification link to sign-in with the reason', () => {
    // better-auth's codes are upper case; a hand-typed lower-case one means the same.
    for (const code of VERIFY_LINK_ERRORS) {
      for (const spelt of [code, code.toLowerCase()]) {
        expect(decide('/dashboard', `?error=${spelt}`, visitor), spelt).toEqual({
          kind: 'redirect',
          to: `/account?mode=login&error=${code}`,
        });
      }
    }
    expect(decide('/dashboard', '?error=something_else', visitor)).toEqual({ kind: 'render' });
    expect(decide('/dashboard', '?error=INVALID_TOKEN', verified)).toEqual({ kind: 'render' });
  });

  it('sends a signed-in, unverified user with a failed link to the verify step with the reason', () => {
    expect(decide('/dashboard', '?error=token_expired', unverified)).toEqual({
      kind: 'redirect',
      to: '/account?verify=1&error=TOKEN_EXPIRED',
    });
    expect(decide('/dashboard', '?error=something_else', unverified)).toEqual({
      kind: 'redirect',
      to: '/account?verify=1',
    });
  });
});

describe('route guard: the verification link returns to the page that sent the person', () => {
  const invitation = '/invitations/abc123';
  const carried = `redirect=${encodeURIComponent(invitation)}`;

  it('forwards a verified user from the dashboard to that page', () => {
    expect(decide('/dashboard', `?${carried}`, verified)).toEqual({ kind: 'redirect', to: invitation });
    // Only a page of this site, and not the sign-in screens themselves.
    expect(decide('/dashboard', '?redirect=https%3A%2F%2Fevil.example', verified)).toEqual({
      kind: 'render',
    });
    expect(decide('/dashboard', '?redirect=%2Faccount%3Fmode%3Dlogin', verified)).toEqual({ kind: 'render' });
    expect(decide('/dashboard', '?redirect=%2Fdashboard', verified)).toEqual({ kind: 'render' });
    // Elsewhere the parameter means nothing to the guard.
    expect(decide('/profile', `?${carried}`, verified)).toEqual({ kind: 'render' });
  });

  it('keeps the page through a link that did not work', () => {
    expect(decide('/dashboard', `?${carried}&error=INVALID_TOKEN`, visitor)).toEqual({
      kind: 'redirect',
      to: `/account?mode=login&error=INVALID_TOKEN&${carried}`,
    });
    expect(decide('/dashboard', `?${carried}&error=TOKEN_EXPIRED`, unverified)).toEqual({
      kind: 'redirect',
      to: `/account?verify=1&error=TOKEN_EXPIRED&${carried}`,
    });
    expect(decide('/dashboard', `?${carried}&error=INVALID_TOKEN`, verified)).toEqual({ kind: 'render' });
  });
});

describe('verification link errors', () => {
  it('reads every code better-auth sends, in either case, and nothing else', () => {
    expect(verifyLinkErrorOf('INVALID_TOKEN')).toBe('INVALID_TOKEN');
    expect(verifyLinkErrorOf('token_expired')).toBe('TOKEN_EXPIRED');
    expect(verifyLinkErrorOf('USER_NOT_FOUND')).toBe('USER_NOT_FOUND');
    expect(verifyLinkErrorOf('state_not_found')).toBeNull();
    expect(verifyLinkErrorOf('')).toBeNull();
    expect(verifyLinkErrorOf(null)).toBeNull();
  });
});
