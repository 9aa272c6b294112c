// @vitest-environment happy-dom
import type { AdminCheck, AdminUser, AdminUserPage } from '@common/admin';
import type { Role } from '@common/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_CHECK_KEY } from '../../shell';
import { UsersPanel } from './users-panel';

const fetchMock = stubFetch();

const user = (changes: Partial<AdminUser>): AdminUser => ({
  id: 'u1',
  name: 'Mali Chaiyo',
  email: 'mali@example.com',
  emailVerified: true,
  role: 'user',
  plan: 'free',
  planSource: null,
  proUntil: null,
  suspended: false,
  suspendedReason: null,
  suspendedUntil: null,
  goalCount: 4,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...changes,
});

const MALI = user({});
const SOMCHAI = user({
  id: 'u2',
  name: 'Somchai Pro',
  email: 'somchai@example.com',
  plan: 'pro',
  planSource: 'admin',
  proUntil: '2027-05-31T16:59:59.999Z',
  goalCount: 12,
});
const SUSPENDED = user({
  id: 'u3',
  name: 'Niran Banned',
  email: 'niran@example.com',
  suspended: true,
  suspendedReason: 'Spam in shared scrapbooks',
});
const BOSS = user({ id: 'boss', name: 'Boss Admin', email: 'boss@example.com', role: 'super_admin' });

const page = (data: AdminUser[], count = data.length): AdminUserPage => ({
  data,
  count,
  page: 1,
  pageSize: 25,
});

const check = (role: Role, id = 'me'): AdminCheck => ({
  success: true,
  data: { isAdmin: true, hasAccess: true, user: { id, email: 'me@example.com', name: 'Me', role } },
});

type Answer = (url: URL, init: RequestInit | undefined) => Response | undefined;

/** Answers the list with `list`, and other calls through `other` (404 when it has no answer). */
function serve(list: (url: URL) => AdminUserPage, other: Answer = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/users' && (init?.method ?? 'GET') === 'GET') return json(list(url));
    return other(url, init) ?? notFound();
  });
}

const listRequests = () => requestsTo(fetchMock, '/api/admin/users');

async function renderPanel(options: { role?: Role; path?: string } = {}) {
  return renderWithToaster(<UsersPanel />, {
    path: options.path ?? '/admin?tab=users',
    queryData: [[ADMIN_CHECK_KEY, check(options.role ?? 'admin')]],
  });
}

type Clicker = Awaited<ReturnType<typeof renderPanel>>['user'];

async function openMenuOf(clicker: Clicker, name: string) {
  await clicker.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
}

describe('the users tab', () => {
  it('shows a page of accounts from the server with role, plan, state, goals and join date', async () => {
    serve(() => page([MALI, SOMCHAI, SUSPENDED, BOSS], 60));
    await renderPanel();
    const table = await screen.findByRole('table', { name: 'User accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const somchai = within(table).getByRole('row', { name: /Somchai Pro/ });
    expect(somchai.textContent).toContain('somchai@example.com');
    expect(somchai.textContent).toContain('Pro · given');
    expect(somchai.textContent).toContain('until 31 May 2027');
    expect(somchai.textContent).toContain('12');
    const niran = within(table).getByRole('row', { name: /Niran Banned/ });
    expect(niran.textContent).toContain('Suspended');
    expect(niran.textContent).toContain('Spam in shared scrapbooks');
    expect(within(table).getByRole('row', { name: /Boss Admin/ }).textContent).toContain('Super admin');
    expect(within(table).getByRole('row', { name: /Mali Chaiyo/ }).textContent).toContain('2 Mar 2026');
    expect(screen.getByText('Page 1 of 3 · 60 users')).toBeTruthy();
    const [request] = listRequests();
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      filter: 'all',
      page: '1',
      pageSize: '25',
    });
  });

  it('keeps the filter in the address beside the tab and asks the server for it', async () => {
    serve((url) => (url.searchParams.get('filter') === 'admin' ? page([BOSS]) : page([MALI, BOSS])));
    const { user: clicker, router } = await renderPanel();
    await screen.findByRole('row', { name: /Mali Chaiyo/ });
    await clicker.selectOptions(screen.getByLabelText('Show'), 'Admin only');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Mali Chaiyo/ })).toBeNull());
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('tab')).toBe('users');
    expect(search.get('filter')).toBe('admin');
    expect(listRequests().at(-1)?.searchParams.get('filter')).toBe('admin');
  });

  it('searches once typing pauses and pages with previous and next', async () => {
    serve((url) => ({ ...page([MALI], 30), page: Number(url.searchParams.get('page')) }));
    const { user: clicker, router } = await renderPanel();
    await screen.findByRole('row', { name: /Mali Chaiyo/ });
    await clicker.type(screen.getByLabelText('Search users'), 'mali');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('mali'));
    // One request for the whole word, not one per keystroke.
    const searched = () => listRequests().filter((url) => url.searchParams.has('q'));
    await waitFor(() => expect(searched().map((url) => url.searchParams.get('q'))).toEqual(['mali']));
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await clicker.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2 · 30 users');
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('tab'), search.get('q'), search.get('page')]).toEqual(['users', 'mali', '2']);
    expect(listRequests().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('shows an empty state, and an error with a retry that asks again', async () => {
    let fail = true;
    fetchMock.mockImplementation(async () =>
      fail ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500) : json(page([])),
    );
    const { user: clicker } = await renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Users could not be loaded');
    expect(alert.textContent).toContain('Something went wrong on our side. Please try again.');
    fail = false;
    await clicker.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('asks for a reason before suspending, and sends it only when confirmed', async () => {
    const suspended: unknown[] = [];
    serve(
      () => page([MALI]),
      (url, init) => {
        if (url.pathname !== '/api/admin/users/u1/suspend') return undefined;
        suspended.push(JSON.parse(String(init?.body)));
        return json({ ...MALI, suspended: true });
      },
    );
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mali Chaiyo?' });
    expect(suspended).toEqual([]);
    await clicker.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeTruthy();
    expect(suspended).toEqual([]);
    await clicker.type(within(dialog).getByLabelText(/Reason/), 'Abusive share links');
    await clicker.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(suspended).toEqual([{ reason: 'Abusive share links', until: null }]);
    expect(await screen.findByText('Mali Chaiyo is suspended')).toBeTruthy();
  });

  it('cancelling the suspension sends nothing', async () => {
    serve(() => page([MALI]));
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mali Chaiyo?' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('names a refused role change in a toast with the reason', async () => {
    serve(
      () => page([MALI]),
      (url) =>
        url.pathname === '/api/admin/users/u1/role'
          ? json(
              {
                error: {
                  code: 'FORBIDDEN',
                  message: 'Only a super administrator can grant or remove a role.',
                },
              },
              403,
            )
          : undefined,
    );
    const { user: clicker } = await renderPanel({ role: 'super_admin' });
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Make admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Mali Chaiyo an administrator?' });
    await clicker.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    const title = await screen.findByText('Failed to update admin status');
    expect(title.parentElement?.textContent).toContain('You are not allowed to do this.');
  });

  it('names a failed account deletion, asked for by typing the address', async () => {
    serve(
      () => page([MALI]),
      (url, init) =>
        url.pathname === '/api/admin/users/u1' && init?.method === 'DELETE'
          ? json({ error: { code: 'NOT_FOUND', message: 'User not found.' } }, 404)
          : undefined,
    );
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Mali Chaiyo's account?" });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await clicker.type(within(dialog).getByLabelText('Type mali@example.com to confirm'), 'mali@example.com');
    await clicker.click(confirm);
    const title = await screen.findByText('Failed to delete the user account');
    expect(title.parentElement?.textContent).toContain('We could not find what you were looking for.');
  });

  it('offers only what the server allows the signed-in administrator', async () => {
    serve(() =>
      page([MALI, BOSS, user({ id: 'me', name: 'Me Myself', email: 'me@example.com', role: 'admin' })]),
    );
    const { user: clicker } = await renderPanel({ role: 'admin' });
    await openMenuOf(clicker, 'Mali Chaiyo');
    const maliItems = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(maliItems).toEqual([
      'View and edit',
      'View goals',
      'Switch to user view',
      'Give Pro',
      'Suspend',
      'Delete account',
    ]);
    await clicker.keyboard('{Escape}');
    await openMenuOf(clicker, 'Boss Admin');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View details',
      'View goals',
    ]);
    await clicker.keyboard('{Escape}');
    await openMenuOf(clicker, 'Me Myself');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'View and edit',
      'View goals',
      'Give Pro',
    ]);
  });

  it('opens the goals tab narrowed to the account', async () => {
    serve(() => page([MALI]));
    const { user: clicker, router } = await renderPanel({ path: '/admin?tab=users&filter=free&q=mali' });
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'View goals' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ tab: 'goals', userId: 'u1' });
  });

  it('switches to the user view after asking, then starts the app afresh on their dashboard', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const started: string[] = [];
    serve(
      () => page([MALI]),
      (url, init) => {
        if (url.pathname !== '/api/admin/users/u1/impersonate' || init?.method !== 'POST') return undefined;
        started.push(url.pathname);
        return json({ success: true, user: { id: 'u1', name: MALI.name, email: MALI.email } });
      },
    );
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Switch to user view' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'See Someday as Mali Chaiyo?' });
    expect(started).toEqual([]);
    await clicker.click(within(dialog).getByRole('button', { name: 'Switch to user view' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(started).toEqual(['/api/admin/users/u1/impersonate']);
    assign.mockRestore();
  });

  it('sends only what was changed in the edit dialog', async () => {
    const patches: unknown[] = [];
    serve(
      () => page([MALI]),
      (url, init) => {
        if (url.pathname !== '/api/admin/users/u1' || init?.method !== 'PATCH') return undefined;
        patches.push(JSON.parse(String(init.body)));
        return json({ ...MALI, emailVerified: false });
      },
    );
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'View and edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mali Chaiyo' });
    expect(dialog.textContent).toContain('mali@example.com');
    await clicker.click(within(dialog).getByRole('switch', { name: 'Email address verified' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([{ emailVerified: false }]);
  });

  it('gives Pro until the end of the chosen day', async () => {
    const bodies: { grant: boolean; until: string | null }[] = [];
    serve(
      () => page([MALI]),
      (url, init) => {
        if (url.pathname !== '/api/admin/users/u1/premium') return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...MALI, plan: 'pro' });
      },
    );
    const { user: clicker } = await renderPanel();
    await openMenuOf(clicker, 'Mali Chaiyo');
    await clicker.click(await screen.findByRole('menuitem', { name: 'Give Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Pro to Mali Chaiyo?' });
    const year = String(new Date().getFullYear() + 1);
    await clicker.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), '15');
    await clicker.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), 'June');
    await clicker.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), year);
    await clicker.click(within(dialog).getByRole('button', { name: 'Give Pro' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.grant).toBe(true);
    expect(bodies[0]?.until).toBe(new Date(Number(year), 5, 15, 23, 59, 59, 999).toISOString());
    expect(await screen.findByText('Mali Chaiyo now has Pro')).toBeTruthy();
  });
});
