// @vitest-environment happy-dom
import type { AdminCheck } from '@common/admin';
import type { Role } from '@common/roles';
import { screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@web/test-utils/fake-fetch';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { AdminGate } from './admin-gate';

// fetch is the server: each test says how it answers GET /api/admin/check-access.
const fetchMock = stubFetch();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const check = (role: Role): AdminCheck => ({
  success: true,
  data: { isAdmin: true, hasAccess: true, user: { id: 'a1', email: 'ada@example.com', name: 'Ada', role } },
});

function renderGate(options: { superAdminOnly?: boolean; language?: 'en' | 'th' } = {}) {
  return renderInteractive(
    <AdminGate superAdminOnly={options.superAdminOnly}>
      {(user) => <p>Welcome to the admin area, {user.name}</p>}
    </AdminGate>,
    { path: '/admin?tab=users', language: options.language },
  );
}

describe('the admin gate', () => {
  it('says it is verifying access while the server has not answered', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    await renderGate();
    expect(screen.getByRole('status').textContent).toBe('Verifying admin access...');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/check-access', expect.anything());
  });

  it('refuses a signed-in user the server answers 403, with a way back to the dashboard', async () => {
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', message: 'Admins only.' } }));
    await renderGate();
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText("You don't have administrator privileges to access this area.")).toBeTruthy();
    expect(screen.getByText('Contact an administrator if you believe this is an error.')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Return to Dashboard' });
    expect(back.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText(/Welcome to the admin area/)).toBeNull();
  });

  it('refuses in Thai too', async () => {
    fetchMock.mockResolvedValue(json(403, {}));
    await renderGate({ language: 'th' });
    expect(await screen.findByRole('heading', { name: 'ต้องมีสิทธิ์ผู้ดูแลระบบ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปที่แดชบอร์ด' })).toBeTruthy();
  });

  it('sends a visitor (401) to the sign-in form, to come back afterwards', async () => {
    fetchMock.mockResolvedValue(json(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } }));
    const { router } = await renderGate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('mode')).toBe('login');
    expect(params.get('redirect')).toBe('/admin?tab=users');
    expect(screen.queryByRole('heading', { name: 'Admin Access Required' })).toBeNull();
  });

  it('lets an administrator in', async () => {
    fetchMock.mockResolvedValue(json(200, check('admin')));
    await renderGate();
    expect(await screen.findByText('Welcome to the admin area, Ada')).toBeTruthy();
  });

  it('keeps a super-admin screen from an administrator, and opens it to a super administrator', async () => {
    fetchMock.mockResolvedValue(json(200, check('admin')));
    await renderGate({ superAdminOnly: true });
    expect(await screen.findByRole('heading', { name: 'Super Admin Access Required' })).toBeTruthy();
    expect(screen.queryByText(/Welcome to the admin area/)).toBeNull();
  });

  it('opens a super-admin screen to a super administrator', async () => {
    fetchMock.mockResolvedValue(json(200, check('super_admin')));
    await renderGate({ superAdminOnly: true });
    expect(await screen.findByText('Welcome to the admin area, Ada')).toBeTruthy();
  });
});
