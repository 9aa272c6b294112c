// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialSignIn } from './social-sign-in';

const { signInSocial } = vi.hoisted(() => ({ signInSocial: vi.fn() }));
// The auth client is the network (and the redirect to the provider); the test reads what it was asked.
vi.mock('@web/lib/auth-client', () => ({ authClient: { signIn: { social: signInSocial } } }));

beforeEach(() => {
  signInSocial.mockReset();
  signInSocial.mockResolvedValue({
    data: { url: 'https://provider.example/authorize', redirect: true },
    error: null,
  });
});

async function continueWithGoogle(path: string) {
  const view = await renderInteractive(<SocialSignIn />, {
    path,
    queryData: [
      [['api', 'meta'], { mode: 'production', socialProviders: [{ id: 'google', name: 'Google' }] }],
    ],
  });
  await view.user.click(view.getByRole('button', { name: 'Continue with Google' }));
  await vi.waitFor(() => expect(signInSocial).toHaveBeenCalledTimes(1));
  return signInSocial.mock.calls[0]?.[0];
}

describe('social sign-in', () => {
  it('returns to the page that asked for a sign-in, also after a failed attempt', async () => {
    const request = await continueWithGoogle(
      `/account?mode=login&redirect=${encodeURIComponent('/goals/42?tab=memories')}`,
    );
    expect(request).toEqual({
      provider: 'google',
      callbackURL: '/goals/42?tab=memories',
      errorCallbackURL: `/account?mode=login&redirect=${encodeURIComponent('/goals/42?tab=memories')}`,
    });
  });

  it('opens the dashboard when no page was asked for', async () => {
    const request = await continueWithGoogle('/account?mode=login');
    expect(request).toEqual({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/account?mode=login',
    });
  });

  it('never follows a redirect to another site', async () => {
    const request = await continueWithGoogle(
      `/account?mode=login&redirect=${encodeURIComponent('//evil.example/phish')}`,
    );
    expect(request).toMatchObject({ callbackURL: '/dashboard', errorCallbackURL: '/account?mode=login' });
  });
});
