// @vitest-environment happy-dom
import type { GoalPage } from '@common/goals';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { earlyPathsFor } from '@web/lib/early-requests';
import { json, notFound, stubFetch } from '@web/test-utils/fake-fetch';
import { goalFixture } from '@web/test-utils/goal-fixture';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { prefetchFirstScreenData } from './lazy-pages';

// The auth client reads window.location at import; the dashboard never calls it while rendering.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const fetchMock = stubFetch();
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true };
const session = { session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' }, user };

const ANSWERS: Record<string, unknown> = {
  '/api/bucket-list?status=active': {
    items: [goalFixture({ id: 'g1', title: 'Climb Kilimanjaro' })],
    nextCursor: null,
  } satisfies GoalPage,
  '/api/bucket-list?status=completed': { items: [], nextCursor: null } satisfies GoalPage,
  '/api/me/usage': usageFixture('free', { goalCount: 1 }),
  '/api/meta': { mode: 'production', socialProviders: [] },
  '/api/site-settings': { features: {} },
  '/api/me/categories': { categories: [], limit: 0 },
  '/api/templates': { templates: [] },
};

function answerAll() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = ANSWERS[`${url.pathname}${url.search}`];
    return answer === undefined ? notFound() : json(answer);
  });
}

const asked = () =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

describe('the first screen’s data before its first render', () => {
  it('the dashboard asks for exactly what the boot script asked for ahead, besides the session', async () => {
    answerAll();
    await prefetchFirstScreenData({ pathname: '/dashboard', search: '' }, client());
    const early = earlyPathsFor('/dashboard').filter((path) => path !== '/api/auth/get-session');
    expect(asked().sort()).toEqual(early.sort());
  });

  it('so the dashboard shows its goals in its very first render, without a loading state', async () => {
    answerAll();
    const prefetched = client();
    await prefetchFirstScreenData({ pathname: '/', search: '' }, prefetched);
    const { DashboardPage } = await import('./dashboard');
    await renderInteractive(<DashboardPage />, {
      path: '/dashboard',
      session,
      queryData: prefetched
        .getQueryCache()
        .getAll()
        .map((query) => [query.queryKey, query.state.data] as const),
    });
    // Synchronously after the render: nothing was fetched for it, nothing waits for an answer.
    expect(screen.getByText('Climb Kilimanjaro')).toBeTruthy();
    expect(screen.queryByText('Loading goals…')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(Object.keys(ANSWERS).length);
  });

  it('a list filtered by the address is left to the screen, which knows the filter', async () => {
    answerAll();
    await prefetchFirstScreenData({ pathname: '/dashboard', search: '?category=Travel' }, client());
    expect(asked().filter((path) => path.startsWith('/api/bucket-list'))).toEqual([]);
    expect(asked()).toContain('/api/me/usage');
  });

  it('other screens load their own data', async () => {
    answerAll();
    await prefetchFirstScreenData({ pathname: '/insights', search: '' }, client());
    await prefetchFirstScreenData({ pathname: '/account', search: '' }, client());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
