// @vitest-environment happy-dom
import type { AdminGoal, AdminGoalPage, AdminUser } from '@common/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { json, notFound, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it } from 'vitest';
import { GoalsPanel } from './goals-panel';

const fetchMock = stubFetch();

const goal = (changes: Partial<AdminGoal>): AdminGoal => ({
  id: 'g1',
  title: 'See the Northern Lights',
  category: 'Travel',
  status: 'active',
  completedAt: null,
  createdAt: '2026-04-10T09:00:00.000Z',
  owner: { id: 'u1', name: 'Mali Chaiyo', email: 'mali@example.com' },
  ...changes,
});

const LIGHTS = goal({});
const MARATHON = goal({
  id: 'g2',
  title: 'Run a marathon',
  category: 'PersonalGrowth',
  status: 'completed',
  owner: { id: 'u2', name: 'Somchai', email: 'somchai@example.com' },
});

const page = (data: AdminGoal[]): AdminGoalPage => ({ data, count: data.length, page: 1, pageSize: 25 });

function serve(other: (url: URL, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/goals' && (init?.method ?? 'GET') === 'GET') {
      const owner = url.searchParams.get('userId');
      return json(page([LIGHTS, MARATHON].filter((g) => !owner || g.owner.id === owner)));
    }
    if (url.pathname === '/api/admin/users/u1') {
      return json({ id: 'u1', email: 'mali@example.com', name: 'Mali Chaiyo' } as Partial<AdminUser>);
    }
    return other(url, init) ?? notFound();
  });
}

const goalRequests = () => requestsTo(fetchMock, '/api/admin/goals');

const renderPanel = (path = '/admin?tab=goals') => renderWithToaster(<GoalsPanel />, { path });

describe('the goals tab', () => {
  it("lists every user's goals with owner, category label, status and date", async () => {
    serve();
    await renderPanel();
    const table = await screen.findByRole('table', { name: 'Goals of every user' });
    const marathon = within(table).getByRole('row', { name: /Run a marathon/ });
    expect(marathon.textContent).toContain('somchai@example.com');
    expect(marathon.textContent).toContain('Personal Growth');
    expect(marathon.textContent).toContain('Completed');
    expect(within(table).getByRole('row', { name: /Northern Lights/ }).textContent).toContain('10 Apr 2026');
  });

  it('narrows to one owner, named by address, until the chip is removed', async () => {
    serve();
    const { user, router } = await renderPanel('/admin?tab=goals&userId=u1');
    await screen.findByRole('row', { name: /Northern Lights/ });
    expect(screen.queryByRole('row', { name: /Run a marathon/ })).toBeNull();
    expect(goalRequests()[0]?.searchParams.get('userId')).toBe('u1');
    await user.click(
      await screen.findByRole('button', {
        name: "Show every user's goals, not only those of mali@example.com",
      }),
    );
    await screen.findByRole('row', { name: /Run a marathon/ });
    expect(new URLSearchParams(router.state.location.search).has('userId')).toBe(false);
  });

  it('filters by status and category through the address', async () => {
    serve();
    const { user, router } = await renderPanel();
    await screen.findByRole('row', { name: /Northern Lights/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await user.selectOptions(screen.getByLabelText('Category'), 'Travel');
    await waitFor(() => expect(goalRequests().at(-1)?.searchParams.get('category')).toBe('Travel'));
    expect(goalRequests().at(-1)?.searchParams.get('status')).toBe('completed');
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('tab'), search.get('status'), search.get('category')]).toEqual([
      'goals',
      'completed',
      'Travel',
    ]);
  });

  it('marks a goal completed', async () => {
    const patches: unknown[] = [];
    serve((url, init) => {
      if (url.pathname !== '/api/admin/goals/g1' || init?.method !== 'PATCH') return undefined;
      patches.push(JSON.parse(String(init.body)));
      return json({ ...LIGHTS, status: 'completed' });
    });
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for See the Northern Lights' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark completed' }));
    expect(await screen.findByText('“See the Northern Lights” is marked completed')).toBeTruthy();
    expect(patches).toEqual([{ status: 'completed' }]);
  });

  it('asks before deleting, and names a failure', async () => {
    serve((url, init) =>
      url.pathname === '/api/admin/goals/g2' && init?.method === 'DELETE'
        ? json({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500)
        : undefined,
    );
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Actions for Run a marathon' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete goal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Run a marathon”?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete goal' }));
    const title = await screen.findByText('Failed to delete goal');
    expect(title.parentElement?.textContent).toContain('Something went wrong on our side.');
  });
});
