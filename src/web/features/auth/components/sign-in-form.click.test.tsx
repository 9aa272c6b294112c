// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

const { signInEmail, verifyTotp } = vi.hoisted(() => ({ signInEmail: vi.fn(), verifyTotp: vi.fn() }));
// The auth client is the network; each test says what the server answers.
vi.mock('@web/lib/auth-client', () => ({
  authClient: { signIn: { email: signInEmail }, twoFactor: { verifyTotp } },
}));

beforeEach(() => {
  signInEmail.mockReset();
  verifyTotp.mockReset();
});

async function openForm() {
  const view = await renderInteractive(<SignInForm />, { path: '/account?mode=login' });
  const email = view.getByLabelText('Email');
  const password = view.getByLabelText('Password');
  const submit = view.getByRole('button', { name: 'Sign In' });
  return { ...view, email, password, submit };
}

describe('the sign-in form', () => {
  it('names each empty field under it and sends nothing', async () => {
    const { user, submit, email, password, findByText } = await openForm();
    await user.click(submit);
    expect(await findByText('Please enter your email address.')).toBeTruthy();
    expect(await findByText('Please enter your password.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it('refuses a malformed address before asking the server', async () => {
    const { user, submit, email, password, findByText, queryByText } = await openForm();
    await user.type(email, 'not-an-address');
    await user.type(password, 'secret words');
    await user.click(submit);
    expect(await findByText('Please enter a valid email address.')).toBeTruthy();
    expect(queryByText('Please enter your password.')).toBeNull();
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong password in words", async () => {
    signInEmail.mockResolvedValueOnce({
      data: null,
      error: { status: 401, statusText: 'Unauthorized', code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' },
    });
    const { user, submit, email, password, findByRole } = await openForm();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'not my password');
    await user.click(submit);
    const alert = await findByRole('alert');
    expect(alert.textContent).toContain('Sign-in failed');
    expect(alert.textContent).toContain('Invalid email or password.');
    expect(signInEmail).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com', password: 'not my password', rememberMe: true }),
    );
  });

  it('opens the dashboard after a right password, remembering the choice to stay signed in', async () => {
    signInEmail.mockResolvedValueOnce({ data: { user: { id: 'u1' } }, error: null });
    const { user, submit, email, password, router, getByLabelText } = await openForm();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret words');
    await user.click(getByLabelText('Remember me'));
    await user.click(submit);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(signInEmail).toHaveBeenCalledWith(expect.objectContaining({ rememberMe: false }));
  });

  it('asks for the second factor when the account has one, instead of signing in', async () => {
    signInEmail.mockResolvedValueOnce({
      data: { twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] },
      error: null,
    });
    const { user, submit, email, password, router, findByRole } = await openForm();
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret words');
    await user.click(submit);
    expect(await findByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('opens the page the sign-in was started for once the second factor is right', async () => {
    verifyTotp.mockResolvedValueOnce({ data: { user: { id: 'u1' } }, error: null });
    // Where a provider's sign-in lands when the account also needs its code.
    const { user, router, getByLabelText, getByRole } = await renderInteractive(
      <SignInForm initialChallenge={{ methods: ['totp'] }} />,
      { path: '/account?mode=login&second-factor=totp&redirect=%2Fgoals%2F42%3Ftab%3Dmemories' },
    );
    await user.type(getByLabelText('Authentication code'), '654321');
    await user.click(getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/goals/42'));
    expect(router.state.location.search).toBe('?tab=memories');
  });
});
