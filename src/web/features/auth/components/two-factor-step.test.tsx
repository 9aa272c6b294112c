import { ApiError } from '@web/lib/api-error';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../api/sign-in';
import { signInWithCode } from '../api/sign-in-with-code';
import { describeCodeError } from '../lib/describe-code-error';
import { requestSignInCode } from '../lib/sign-in-code';
import { firstTwoFactorMethod, twoFactorChallengeOf } from '../lib/two-factor';
import { SignInForm } from './sign-in-form';

const { signInEmail, signInEmailOtp } = vi.hoisted(() => ({ signInEmail: vi.fn(), signInEmailOtp: vi.fn() }));
// The auth client reads window.location at import; the sign-in calls are the answers these tests need.
vi.mock('@web/lib/auth-client', () => ({
  authClient: { signIn: { email: signInEmail, emailOtp: signInEmailOtp } },
}));

const apiError = (status: number, code?: string, message?: string) =>
  new ApiError({ status, statusText: 'x', detail: message ?? 'x', code, serverMessage: message });

describe('sign-in with two-step verification', () => {
  it('a twoFactorRedirect answer opens the second step instead of signing in', async () => {
    signInEmail.mockResolvedValueOnce({
      data: { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] },
      error: null,
    });
    const answer = await signIn({ email: 'ada@example.com', password: 'secret words', rememberMe: true });
    expect(signInEmail).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' }));
    const challenge = twoFactorChallengeOf(answer);
    expect(challenge).toEqual({ methods: ['totp', 'otp'] });
    if (!challenge) return;
    expect(firstTwoFactorMethod(challenge)).toBe('totp');

    const html = await renderPage(<SignInForm initialChallenge={challenge} />, {
      path: '/account?mode=login',
    });
    const text = textOf(html);
    for (const expected of [
      'Two-step verification',
      'Authentication code',
      'Trust this device for 30 days',
      'Verify',
      'Use a backup code instead',
      'Email me a code instead',
      'Back to sign in',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/autoComplete="one-time-code"/i);
    expect(html).toMatch(/inputMode="numeric"/i);
    expect(html).not.toMatch(/type="password"/);
  });

  it('a normal answer signs in without a second step', async () => {
    signInEmail.mockResolvedValueOnce({ data: { token: 't', user: { id: 'u1' } }, error: null });
    const answer = await signIn({ email: 'ada@example.com', password: 'secret words', rememberMe: true });
    expect(twoFactorChallengeOf(answer)).toBeNull();
    const text = textOf(await renderPage(<SignInForm />, { path: '/account?mode=login' }));
    expect(text).toContain('Password');
    expect(text).toContain('Email me a sign-in code');
    expect(text).not.toContain('Authentication code');
  });

  it('starts with the mailed code for an account without an authenticator app', () => {
    expect(firstTwoFactorMethod({ methods: ['otp'] })).toBe('otp');
    expect(firstTwoFactorMethod({ methods: [] })).toBe('totp');
  });

  it('speaks Thai', async () => {
    const text = textOf(
      await renderPage(<SignInForm initialChallenge={{ methods: ['totp'] }} />, { language: 'th' }),
    );
    expect(text).toContain('รหัสยืนยันตัวตน');
    expect(text).toContain('เชื่อถืออุปกรณ์นี้เป็นเวลา 30 วัน');
    expect(text).toContain('ยืนยัน');
  });
});

describe('code errors', () => {
  it.each([
    [apiError(401, 'INVALID_CODE', 'Invalid code'), 'invalidCode'],
    [apiError(400, undefined, 'Invalid code'), 'invalidCode'],
    [apiError(400, 'INVALID_OTP'), 'invalidCode'],
    [apiError(401, 'INVALID_BACKUP_CODE'), 'invalidBackupCode'],
    [apiError(400, 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'), 'tooManyAttempts'],
    [apiError(403, 'TOO_MANY_ATTEMPTS'), 'tooManyAttempts'],
    [apiError(400, 'OTP_HAS_EXPIRED'), 'codeExpired'],
    [apiError(401, 'INVALID_TWO_FACTOR_COOKIE'), 'restart'],
    [apiError(429), 'tooManyRequests'],
  ])('%s is told as %s', (error, key) => {
    expect(describeCodeError(error)).toEqual({ codeKey: key });
  });

  it('falls back to the sign-in messages', () => {
    expect(describeCodeError(new TypeError('offline'))).toEqual({ key: 'network' });
  });
});

describe('sign-in code request', () => {
  it('reads the same whether or not the account exists, except for the rate limit', async () => {
    await expect(requestSignInCode(async () => ({ success: true }), 'a@example.com')).resolves.toBe('sent');
    await expect(
      requestSignInCode(async () => {
        throw apiError(400, 'USER_NOT_FOUND');
      }, 'a@example.com'),
    ).resolves.toBe('sent');
    await expect(
      requestSignInCode(async () => {
        throw apiError(429);
      }, 'a@example.com'),
    ).resolves.toBe('rate-limited');
  });
});

describe('sign in with an email code', () => {
  it('offers the code form on /account?mode=login&method=code', async () => {
    const { AccountPage } = await import('@web/routes/account');
    const text = textOf(await renderPage(<AccountPage />, { path: '/account?mode=login&method=code' }));
    for (const expected of ['Email', 'Send code', 'Sign in with your password instead']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Remember me');
  });

  it('shows the neutral message and the code field once a code was asked for', async () => {
    const { EmailCodeSignIn } = await import('./email-code-sign-in');
    const html = await renderPage(<EmailCodeSignIn initialEmail="ada@example.com" />);
    expect(textOf(html)).toContain('If an account exists for ada@example.com, we sent a code to it.');
    expect(textOf(html)).toContain('Sign-in code');
    expect(html).toMatch(/autoComplete="one-time-code"/i);
  });
});

describe('every way in asks for the second factor', () => {
  it('a mailed sign-in code answered with twoFactorRedirect leads to the two-factor step, not the dashboard', async () => {
    signInEmailOtp.mockResolvedValueOnce({
      data: { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] },
      error: null,
    });
    const answer = await signInWithCode({ email: 'ada@example.com', otp: '123456' });
    expect(signInEmailOtp).toHaveBeenCalledWith({ email: 'ada@example.com', otp: '123456' });
    const challenge = twoFactorChallengeOf(answer);
    expect(challenge).toEqual({ methods: ['totp', 'otp'] });
    if (!challenge) return;

    const { EmailCodeSignIn } = await import('./email-code-sign-in');
    const html = await renderPage(
      <EmailCodeSignIn initialEmail="ada@example.com" initialChallenge={challenge} />,
      { path: '/account?mode=login&method=code' },
    );
    const text = textOf(html);
    for (const expected of [
      'Two-step verification',
      'Open your authenticator app and enter the 6-digit code for Someday.',
      'Authentication code',
      'Use a backup code instead',
      'Email me a code instead',
      'Back to sign in',
    ]) {
      expect(text).toContain(expected);
    }
    // The mailed code's own field is gone: that factor has been given.
    expect(text).not.toContain('Sign-in code');
  });

  it('a mailed sign-in code of an account without two-factor signs in at once', async () => {
    signInEmailOtp.mockResolvedValueOnce({ data: { user: { id: 'u1' } }, error: null });
    expect(
      twoFactorChallengeOf(await signInWithCode({ email: 'ada@example.com', otp: '123456' })),
    ).toBeNull();
  });

  it('/account?mode=login&second-factor=totp (back from a social provider) opens the code step', async () => {
    const { AccountPage } = await import('@web/routes/account');
    const html = await renderPage(<AccountPage />, { path: '/account?mode=login&second-factor=totp' });
    const text = textOf(html);
    for (const expected of ['Two-step verification', 'Authentication code', 'Verify', 'Back to sign in']) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/autoComplete="one-time-code"/i);
    expect(html).not.toMatch(/type="password"/);
    expect(text).not.toContain('Email me a sign-in code');
  });

  it('offers only the methods the redirect names', async () => {
    const { AccountPage } = await import('@web/routes/account');
    const both = textOf(
      await renderPage(<AccountPage />, { path: '/account?mode=login&second-factor=totp%2Cotp' }),
    );
    expect(both).toContain('Open your authenticator app');
    expect(both).toContain('Email me a code instead');
    // An account without an authenticator app starts with the mailed code and is not offered the app.
    const mailOnly = textOf(
      await renderPage(<AccountPage />, { path: '/account?mode=login&second-factor=otp' }),
    );
    expect(mailOnly).toContain('Two-step verification');
    expect(mailOnly).not.toContain('Open your authenticator app');
    expect(mailOnly).not.toContain('Use your authenticator app instead');
    expect(mailOnly).toContain('Send a new code');
  });

  it('without the parameter, /account?mode=login is the password form', async () => {
    const { AccountPage } = await import('@web/routes/account');
    const html = await renderPage(<AccountPage />, { path: '/account?mode=login' });
    expect(html).toMatch(/type="password"/);
    expect(textOf(html)).not.toContain('Two-step verification');
  });

  it('speaks Thai on the redirected code step', async () => {
    const { AccountPage } = await import('@web/routes/account');
    const text = textOf(
      await renderPage(<AccountPage />, { path: '/account?mode=login&second-factor=totp', language: 'th' }),
    );
    expect(text).toContain('การยืนยันตัวตนสองขั้นตอน');
    expect(text).toContain('รหัสยืนยันตัวตน');
    expect(text).toContain('กลับไปหน้าเข้าสู่ระบบ');
  });
});
