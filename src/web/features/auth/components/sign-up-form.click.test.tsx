// @vitest-environment happy-dom
import type { PublicSiteSettings } from '@common/site-settings';
import { screen } from '@testing-library/react';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

const { signUpEmail } = vi.hoisted(() => ({ signUpEmail: vi.fn() }));
// The auth client is the network; each test says what the server answers.
vi.mock('@web/lib/auth-client', () => ({ authClient: { signUp: { email: signUpEmail } } }));

beforeEach(() => {
  signUpEmail.mockReset();
});

const settings = (registrationOpen: boolean): PublicSiteSettings => ({
  learnMoreVideoUrl: null,
  features: { registrationOpen, sharingEnabled: true, aiEnabled: true },
});

function openForm(registrationOpen: boolean, language: 'en' | 'th' = 'en', search = '') {
  return renderInteractive(<SignUpForm />, {
    path: `/account?mode=register${search}`,
    language,
    queryData: [[['api', 'site-settings'], settings(registrationOpen)]],
  });
}

describe('the sign-up form and the registration switch', () => {
  it('says new accounts cannot be created while registration is closed, and offers no submit', async () => {
    await openForm(false);
    expect(screen.getByRole('status').textContent).toContain('New accounts cannot be created right now.');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(signUpEmail).not.toHaveBeenCalled();
  });

  it('says it in Thai too', async () => {
    await openForm(false, 'th');
    expect(screen.getByRole('status').textContent).toContain('ขณะนี้ยังไม่เปิดให้สร้างบัญชีใหม่');
  });

  it('shows no notice while registration is open, and the server refusal if it closed meanwhile', async () => {
    signUpEmail.mockResolvedValue({
      data: null,
      error: {
        status: 403,
        statusText: 'Forbidden',
        code: 'REGISTRATION_CLOSED',
        message: 'New accounts cannot be created right now.',
      },
    });
    const { user } = await openForm(true);
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'New accounts cannot be created right now. Please try again later.',
    );
  });

  it('sent from an invitation, asks for a verification link that returns there, and says so on the next step', async () => {
    signUpEmail.mockResolvedValue({ data: { token: null, user: { id: 'u1' } }, error: null });
    const invitation = '/invitations/abc123';
    const { user, router } = await openForm(true, 'en', `&redirect=${encodeURIComponent(invitation)}`);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('verify=1'));
    expect(signUpEmail.mock.calls[0]?.[0]).toMatchObject({
      email: 'ada@example.com',
      callbackURL: `/dashboard?redirect=${encodeURIComponent(invitation)}`,
    });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(invitation);
  });

  it('without a page to return to, the link opens the dashboard', async () => {
    signUpEmail.mockResolvedValue({ data: { token: null, user: { id: 'u1' } }, error: null });
    const { user, router } = await openForm(true, 'en', '&redirect=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(router.state.location.search).toContain('verify=1'));
    expect(signUpEmail.mock.calls[0]?.[0]).toMatchObject({ callbackURL: '/dashboard' });
  });
});
