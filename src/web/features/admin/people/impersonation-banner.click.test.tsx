// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Toaster } from '@web/components/ui/toaster';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ImpersonationBanner from './impersonation-banner';

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const session = {
  session: { id: 's1', userId: 'u1', expiresAt: '2026-12-01T00:00:00.000Z', impersonatedBy: 'admin-1' },
  user: { id: 'u1', name: 'Mali Chaiyo', email: 'mali@example.com', emailVerified: true },
};

describe('the user-view banner', () => {
  it('says whose view this is and goes back to the users tab, afresh, on Stop', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true }), { status: 200 }));
    localStorage.setItem('i18nextLng', 'th');
    localStorage.setItem('someday-goals-draft', 'left over');
    const { user } = await renderInteractive(<ImpersonationBanner />, { session });
    expect(screen.getByText('You are viewing Someday as Mali Chaiyo (mali@example.com)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin?tab=users'));
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect([String(input), init?.method]).toEqual(['/api/admin/impersonation/stop', 'POST']);
    // What the user's view cached is gone; the person's language stays.
    expect(localStorage.getItem('someday-goals-draft')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('th');
  });

  it('stays, with the reason in a toast, when the way back fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'x' } }), { status: 409 }),
    );
    const { user } = await renderInteractive(
      <>
        <ImpersonationBanner />
        <Toaster />
      </>,
      { session },
    );
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const title = await screen.findByText('Failed to return to your own account');
    expect(title.parentElement?.textContent).toContain('This changed in the meantime.');
    expect(assign).not.toHaveBeenCalled();
  });
});
