// @vitest-environment happy-dom
import type { AdminCheck, AdminUser, AdminUserPage, AuditLogPage, AuditRecord } from '@common/admin';
import type { Role } from '@common/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { ADMIN_CHECK_KEY } from '../api/admin-keys';
import { SuperAdminScreen } from './super-admin-screen';

const fetchMock = stubFetch();

const check = (role: Role): AdminCheck => ({
  success: true,
  data: { isAdmin: true, hasAccess: true, user: { id: 'me', email: 'me@example.com', name: 'Me', role } },
});

const record = (changes: Partial<AuditRecord>): AuditRecord => ({
  id: 'a1',
  createdAt: '2026-11-20T09:30:00.000Z',
  action: 'user.suspend',
  actor: { id: 'me', email: 'me@example.com', name: 'Mae Chief' },
  targetType: 'user',
  targetId: 'u1',
  targetEmail: 'kanya@example.com',
  before: { name: 'Kanya', suspended: false, suspendedReason: null },
  after: { name: 'Kanya', suspended: true, suspendedReason: 'Spam' },
  ipAddress: '203.0.113.7',
  ...changes,
});

const auditPage = (data: AuditRecord[], count = data.length): AuditLogPage => ({
  data,
  count,
  page: 1,
  pageSize: 25,
});

type Answer = (url: URL, init: RequestInit | undefined) => Response | undefined;

function serve(answer: Answer) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    return answer(url, init) ?? notFound();
  });
}

function requests(path: string, method = 'GET') {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method);
}

function renderScreen(path: string, role: Role = 'super_admin', language: 'en' | 'th' = 'en') {
  return renderWithToaster(<SuperAdminScreen />, {
    path,
    language,
    queryData: [[ADMIN_CHECK_KEY, check(role)]],
  });
}

describe('the super admin screen', () => {
  it('refuses a plain administrator', async () => {
    serve(() => undefined);
    await renderScreen('/super-admin', 'admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Super Admin Access Required' }),
    ).toBeTruthy();
    expect(screen.getByText('Only super administrators can open this area.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows audit records with labels, the target, the IP and a readable diff', async () => {
    serve((url) =>
      url.pathname === '/api/admin/audit-log'
        ? json(
            auditPage([
              record({}),
              record({
                id: 'a2',
                action: 'mystery.thing',
                actor: { id: 'gone', email: null, name: null },
                targetEmail: null,
                targetId: 'g9',
                before: null,
                after: null,
                ipAddress: null,
              }),
            ]),
          )
        : undefined,
    );
    const { user } = await renderScreen('/super-admin?tab=audit');
    const table = await screen.findByRole('table', { name: "Administrators' changes, newest first" });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(first.textContent).toContain('Mae Chief');
    expect(first.textContent).toContain('me@example.com');
    expect(first.textContent).toContain('Suspended an account');
    expect(first.textContent).toContain('kanya@example.com');
    expect(first.textContent).toContain('203.0.113.7');
    expect(first.textContent).toContain('20 Nov 2026');
    await user.click(within(first).getByText('Details'));
    const details = within(first)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // Only what changed, each as before → after; the unchanged name is left out.
    expect(within(first).queryByText('name')).toBeNull();
    expect(details).toEqual(['no → yes', '(none) → Spam']);
    const second = rows[2] as HTMLElement;
    expect(second.textContent).toContain('mystery.thing');
    expect(second.textContent).toContain('Deleted account');
    expect(second.textContent).toContain('g9');
    expect(second.textContent).toContain('No details recorded');
    expect(screen.getByText('Page 1 of 1 · 2 records')).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    serve((url) =>
      url.pathname === '/api/admin/audit-log'
        ? json(url.searchParams.get('action') === 'features' ? auditPage([]) : auditPage([record({})], 40))
        : undefined,
    );
    const { user, router } = await renderScreen('/super-admin?tab=audit');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Who'), 'mae');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('actor')).toBe('mae'));
    // One request for the whole word, not one per keystroke.
    await waitFor(() =>
      expect(
        requests('/api/admin/audit-log')
          .map(({ url }) => url.searchParams.get('actor'))
          .filter(Boolean),
      ).toEqual(['mae']),
    );
    await user.selectOptions(screen.getByLabelText('Action'), 'Feature switches');
    expect(await screen.findByText('No record matches these filters. Try other ones.')).toBeTruthy();
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('tab'), search.get('actor'), search.get('action')]).toEqual([
      'audit',
      'mae',
      'features',
    ]);
    const last = requests('/api/admin/audit-log').at(-1)?.url;
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      actor: 'mae',
      action: 'features',
      page: '1',
      pageSize: '25',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table');
    expect(new URLSearchParams(router.state.location.search).get('action')).toBeNull();
  });

  it('shows the error of a failed load, with a retry', async () => {
    let fail = true;
    serve((url) => {
      if (url.pathname !== '/api/admin/audit-log') return undefined;
      return fail ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) : json(auditPage([]));
    });
    const { user } = await renderScreen('/super-admin?tab=audit');
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No administrator has changed anything yet.')).toBeTruthy();
  });

  it('asks before turning registration off, saves it, and puts the switch back when refused', async () => {
    const puts: unknown[] = [];
    let refuse = false;
    serve((url, init) => {
      if (url.pathname !== '/api/admin/features') return undefined;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, boolean>;
        puts.push(body);
        if (refuse) return json({ error: { code: 'FORBIDDEN', message: 'Super administrators only.' } }, 403);
        return json({ registrationOpen: true, sharingEnabled: true, aiEnabled: true, ...body });
      }
      return json({ registrationOpen: true, sharingEnabled: true, aiEnabled: true });
    });
    const { user } = await renderScreen('/super-admin?tab=features');
    const registration = await screen.findByRole('switch', { name: 'Registration open' });
    expect(registration.getAttribute('aria-checked')).toBe('true');

    await user.click(registration);
    const dialog = await screen.findByRole('alertdialog', { name: 'Close registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);
    expect(registration.getAttribute('aria-checked')).toBe('true');

    await user.click(registration);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close registration' }),
    );
    expect((await screen.findAllByText('Registration is closed')).length).toBeGreaterThan(0);
    expect(puts).toEqual([{ registrationOpen: false }]);
    expect(registration.getAttribute('aria-checked')).toBe('false');

    // Turning on is not asked; refused, the switch goes back.
    refuse = true;
    await user.click(registration);
    expect((await screen.findAllByText('Failed to save the switch')).length).toBeGreaterThan(0);
    expect(puts).toEqual([{ registrationOpen: false }, { registrationOpen: true }]);
    await waitFor(() => expect(registration.getAttribute('aria-checked')).toBe('false'));
  });

  it('lists administrators and changes a role after asking, never offering one for oneself', async () => {
    const admin = (id: string, name: string, role: Role): AdminUser => ({
      id,
      name,
      email: `${id}@example.com`,
      emailVerified: true,
      role,
      plan: 'free',
      planSource: null,
      proUntil: null,
      suspended: false,
      suspendedReason: null,
      suspendedUntil: null,
      goalCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const list: AdminUserPage = {
      data: [admin('me', 'Mae Chief', 'super_admin'), admin('a2', 'Arun Helper', 'admin')],
      count: 2,
      page: 1,
      pageSize: 100,
    };
    const roles: unknown[] = [];
    serve((url, init) => {
      if (url.pathname === '/api/admin/users') return json(list);
      if (url.pathname === '/api/admin/users/a2/role') {
        roles.push(JSON.parse(String(init?.body)));
        return json({ error: { code: 'FORBIDDEN', message: 'The last super administrator stays.' } }, 403);
      }
      return undefined;
    });
    const { user } = await renderScreen('/super-admin');
    const arun = await screen.findByRole('listitem', { name: 'Arun Helper' });
    expect(arun.textContent).toContain('Admin');
    const me = screen.getByRole('listitem', { name: 'Mae Chief' });
    expect(within(me).queryByRole('button')).toBeNull();
    expect(me.textContent).toContain('Your own role cannot be changed here.');
    expect(requests('/api/admin/users')[0]?.url.searchParams.get('filter')).toBe('admin');

    await user.click(within(arun).getByRole('button', { name: 'Make super admin' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Make Arun Helper a super administrator?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Make super admin' }));
    expect((await screen.findAllByText('Failed to update admin status')).length).toBeGreaterThan(0);
    expect(roles).toEqual([{ role: 'super_admin' }]);
  });

  it('speaks Thai', async () => {
    serve((url) =>
      url.pathname === '/api/admin/features'
        ? json({ registrationOpen: true, sharingEnabled: false, aiEnabled: true })
        : undefined,
    );
    await renderScreen('/super-admin?tab=features', 'super_admin', 'th');
    const sharing = await screen.findByRole('switch', { name: 'การแชร์ผ่านลิงก์' });
    expect(sharing.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('heading', { level: 1, name: 'ผู้ดูแลระบบสูงสุด' })).toBeTruthy();
  });
});
