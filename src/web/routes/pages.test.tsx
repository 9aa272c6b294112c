import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';

// The auth client reads window.location at import; these screens never call it while rendering.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const signedIn = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

describe('screens render their texts', () => {
  it('landing', async () => {
    const { LandingPage } = await import('./landing');
    const text = textOf(await renderPage(<LandingPage />));
    for (const expected of [
      'Sign In',
      'Turn someday into your best days',
      'Start Your Journey',
      'Learn More',
      'Smart goal planning',
      'Free to start',
      'See your progress',
      'Up to 25 goals',
      '20 MB of image storage',
      '$9',
      'Unlimited goals',
      '100 MB of image storage',
      '30-day money-back guarantee',
      '© 2025',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('landing with ?deleted=1 shows the deletion notice', async () => {
    const { LandingPage } = await import('./landing');
    const text = textOf(await renderPage(<LandingPage />, { path: '/?deleted=1' }));
    expect(text).toContain('Account successfully deleted');
  });

  it('landing in Thai', async () => {
    const { LandingPage } = await import('./landing');
    const html = await renderPage(<LandingPage />, { language: 'th' });
    expect(textOf(html)).toContain('เข้าสู่ระบบ');
    expect(textOf(html)).toContain('เปลี่ยนวันหนึ่งในฝัน ให้เป็นวันที่ดีที่สุดของคุณ');
  });

  it('sign-in form', async () => {
    const { AccountPage } = await import('./account');
    const html = await renderPage(<AccountPage />, { path: '/account?mode=login' });
    const text = textOf(html);
    for (const expected of [
      'Welcome back',
      'Email',
      'Password',
      'Remember me',
      'Forgot password?',
      'Sign In',
      'Create Account',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/type="checkbox"[^>]*checked/);
    expect(text).not.toContain('Continue with');
  });

  it('register form', async () => {
    const { AccountPage } = await import('./account');
    const text = textOf(await renderPage(<AccountPage />, { path: '/account?mode=register' }));
    for (const expected of [
      'Create your account',
      'Name',
      'Email',
      'Password',
      'Create Account',
      'Sign In',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('social buttons only for configured providers', async () => {
    const { AccountPage } = await import('./account');
    const text = textOf(
      await renderPage(<AccountPage />, {
        path: '/account?mode=login',
        meta: { mode: 'production', socialProviders: ['google'] },
      }),
    );
    expect(text).toContain('Continue with Google');
  });

  it('verify step, with the demo mailbox link in demo mode', async () => {
    const { AccountPage } = await import('./account');
    const html = await renderPage(<AccountPage />, {
      path: '/account?verify=1',
      meta: { mode: 'demo', socialProviders: [] },
      session: { ...signedIn, user: { ...user, emailVerified: false } },
    });
    const text = textOf(html);
    for (const expected of [
      'Check your inbox',
      'ada@example.com',
      'Resend verification email',
      'Open the demo mailbox',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('href="/dev/mailbox"');
  });

  it('forgot password', async () => {
    const { ForgotPasswordPage } = await import('./forgot-password');
    const text = textOf(await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' }));
    for (const expected of ['Reset your password', 'Email', 'Send reset link', 'Back to sign in']) {
      expect(text).toContain(expected);
    }
  });

  it('reset password with and without a token', async () => {
    const { ResetPasswordPage } = await import('./reset-password');
    const form = textOf(await renderPage(<ResetPasswordPage />, { path: '/reset-password?token=abc' }));
    for (const expected of ['Choose a new password', 'New password', 'Confirm password', 'Reset password']) {
      expect(form).toContain(expected);
    }
    const invalid = textOf(
      await renderPage(<ResetPasswordPage />, { path: '/reset-password?error=INVALID_TOKEN' }),
    );
    expect(invalid).toContain('This reset link is invalid or has expired');
    expect(invalid).toContain('Request a new link');
  });

  it('dashboard', async () => {
    const { DashboardPage } = await import('./dashboard');
    const text = textOf(await renderPage(<DashboardPage />, { path: '/dashboard', session: signedIn }));
    for (const expected of ['Welcome, Ada', 'Your bucket list is empty', 'Sign Out']) {
      expect(text).toContain(expected);
    }
  });

  it('account deleted, not found and subscribe', async () => {
    const { AccountDeletedPage } = await import('./account-deleted');
    const { NotFoundPage } = await import('./not-found');
    const { SubscribePage } = await import('./subscribe');
    expect(textOf(await renderPage(<AccountDeletedPage />))).toContain('Return to Home');
    expect(textOf(await renderPage(<NotFoundPage />, { session: signedIn }))).toContain('Page Not Found');
    expect(textOf(await renderPage(<SubscribePage />))).toContain('Back to Dashboard');
  });
});
