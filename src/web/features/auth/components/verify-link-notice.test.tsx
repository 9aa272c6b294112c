import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';
import { AccountScreen } from './account-screen';

// The auth client reads window.location at import; this screen never calls it while rendering.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const signInPage = async (search: string, language: 'en' | 'th' = 'en') =>
  textOf(await renderPage(<AccountScreen />, { path: `/account?mode=login&${search}`, language }));

describe('a verification link that did not work', () => {
  it('says why on the sign-in page, for better-auth’s upper-case codes', async () => {
    expect(await signInPage('error=INVALID_TOKEN')).toContain('That verification link is not valid.');
    expect(await signInPage('error=TOKEN_EXPIRED')).toContain('That verification link has expired.');
    expect(await signInPage('error=USER_NOT_FOUND')).toContain('We could not find the account');
    expect(await signInPage('error=INVALID_USER')).toContain('belongs to another account');
  });

  it('says it in Thai', async () => {
    expect(await signInPage('error=INVALID_TOKEN', 'th')).toContain('ลิงก์ยืนยันนี้ไม่ถูกต้อง');
    expect(await signInPage('error=TOKEN_EXPIRED', 'th')).toContain('ลิงก์ยืนยันนี้หมดอายุแล้ว');
  });
});

describe('a verification link that did not work, signed in but not verified yet', () => {
  const session = { user: { id: 'u1', email: 'ada@example.com', emailVerified: false }, session: {} };
  const verifyStep = async (search: string, language: 'en' | 'th' = 'en') =>
    textOf(await renderPage(<AccountScreen />, { path: `/account?verify=1${search}`, session, language }));

  it('says why above the "check your inbox" step', async () => {
    const text = await verifyStep('&error=TOKEN_EXPIRED');
    expect(text).toContain('That verification link has expired. Send yourself a new one below.');
    expect(text).toContain('Resend verification email');
    expect(text).toContain('ada@example.com');
    expect(await verifyStep('&error=INVALID_TOKEN', 'th')).toContain('ลิงก์ยืนยันนี้ไม่ถูกต้อง');
  });

  it('shows no notice without a failed link', async () => {
    expect(await verifyStep('')).not.toContain('That verification link');
  });
});
