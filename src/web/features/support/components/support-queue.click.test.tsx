// @vitest-environment happy-dom
import type { AdminSupportRequest, SupportQueuePage } from '@common/support';
import { screen, waitFor, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { SupportQueuePanel } from './support-queue';

const fetchMock = stubFetch();

const item = (fields: Partial<AdminSupportRequest>): AdminSupportRequest => ({
  id: 'r1',
  subject: 'Export is stuck',
  message: 'It spins forever.',
  state: 'open',
  answer: null,
  answeredAt: null,
  screenshotId: null,
  screenshotUrl: null,
  screenshotThumbUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  pro: false,
  user: { id: 'u1', name: 'Mali', email: 'mali@example.com', plan: 'free' },
  ...fields,
});

const PRO = item({
  id: 'r-pro',
  subject: 'Billing question',
  pro: true,
  user: { id: 'u2', name: 'Niran', email: 'niran@example.com', plan: 'pro' },
  screenshotId: 'shot',
  screenshotUrl: '/media/shot',
  screenshotThumbUrl: '/media/shot/thumb',
});
const FREE = item({});

function serve(pages: Partial<Record<string, AdminSupportRequest[]>>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/support/requests' && method === 'GET') {
      const data = pages[url.searchParams.get('state') ?? 'open'] ?? [];
      const page: SupportQueuePage = { data, count: data.length, page: 1, pageSize: 25 };
      return json(page);
    }
    const action = url.pathname.match(/^\/api\/admin\/support\/requests\/([^/]+)\/(answer|close|reopen)$/);
    if (action && method === 'POST') {
      const state = action[2] === 'answer' ? 'answered' : action[2] === 'close' ? 'closed' : 'open';
      return json(item({ id: action[1], state }));
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const posted = (path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

describe('the admin Support tab', () => {
  it('lists the queue as the server orders it, with plan, Pro mark and screenshot, and answers one', async () => {
    serve({ open: [PRO, FREE] });
    const { user } = await renderWithToaster(<SupportQueuePanel />, { path: '/admin?tab=support' });
    const items = await screen.findAllByTestId('support-queue-item');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Billing question',
      'Export is stuck',
    ]);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Pro')).toBeTruthy();
    expect(first.getByText('niran@example.com')).toBeTruthy();
    expect(first.getByText(/Pro plan/)).toBeTruthy();
    expect(first.getByAltText('Screenshot of “Billing question”').getAttribute('src')).toBe(
      '/media/shot/thumb',
    );
    expect(first.getByRole('link', { name: /Open the screenshot/ }).getAttribute('href')).toBe('/media/shot');
    expect(within(items[1] as HTMLElement).getByText(/Free plan/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Answer “Export is stuck”' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(within(dialog).getByText('Please fill this in.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your answer'), 'Try again now, it is fixed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('/api/admin/support/requests/r1/answer')).toEqual([
      { answer: 'Try again now, it is fixed.' },
    ]);
  });

  it('filters by state in the address, closes and reopens', async () => {
    serve({ open: [FREE], closed: [item({ id: 'r-closed', subject: 'Old one', state: 'closed' })] });
    const { user, router } = await renderWithToaster(<SupportQueuePanel />, { path: '/admin?tab=support' });
    await user.click(await screen.findByRole('button', { name: 'Close “Export is stuck”' }));
    expect(await screen.findByText('Request closed.')).toBeTruthy();
    expect(posted('/api/admin/support/requests/r1/close')).toEqual([{}]);

    await user.selectOptions(screen.getByLabelText('Show'), 'closed');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=support&show=closed'));
    await user.click(await screen.findByRole('button', { name: 'Reopen “Old one”' }));
    expect(await screen.findByText('Request reopened.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/api/admin/support/requests/r-closed/reopen', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Answer “Old one”' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'answered');
    expect(await screen.findByText('No answered requests waiting to be closed.')).toBeTruthy();
  });
});
