// @vitest-environment happy-dom
import type { CalendarEntries, CalendarEntry, CalendarFeedState } from '@common/calendar';
import { screen, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarScreen } from './calendar-screen';

const fetchMock = stubFetch();

const entry = (overrides: Partial<CalendarEntry>): CalendarEntry => ({
  kind: 'goal',
  date: '2026-11-24',
  goalId: 'g1',
  goalTitle: 'See the northern lights',
  title: 'See the northern lights',
  milestoneId: null,
  done: false,
  ...overrides,
});

const ENTRIES: CalendarEntries = {
  entries: [
    entry({}),
    entry({
      kind: 'milestone',
      date: '2026-11-10',
      title: 'Book the cabin',
      milestoneId: 'm1',
    }),
    entry({ date: '2026-12-20', goalId: 'g2', title: 'Learn to sail', goalTitle: 'Learn to sail' }),
  ],
};

function serve({ feed = { enabled: false, createdAt: null } }: { feed?: CalendarFeedState } = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/me/calendar') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return json({ entries: ENTRIES.entries.filter((e) => e.date >= from && e.date <= to) });
    }
    if (url.pathname === '/api/me/calendar-feed' && method === 'GET') return json(feed);
    if (url.pathname === '/api/me/calendar-feed' && method === 'POST') {
      return json(
        { url: `http://localhost/api/calendar/${'x'.repeat(43)}.ics`, createdAt: '2026-11-24T10:00:00.000Z' },
        201,
      );
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const renderScreen = ({
  plan = 'pro',
  language = 'en',
}: {
  plan?: 'pro' | 'free';
  language?: 'en' | 'th';
} = {}) =>
  renderWithToaster(<CalendarScreen />, {
    language,
    queryData: [[['api', 'me', 'usage'], usageFixture(plan)]],
  });

describe('the calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows this month with each goal and milestone on its day, linking to the goal', async () => {
    serve();
    await renderScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
    const goal = await screen.findByRole('link', { name: 'Goal: See the northern lights' });
    expect(goal.getAttribute('href')).toBe('/goals/g1/scrapbook');
    const cell = goal.closest('td') as HTMLElement;
    expect(within(cell).getByText(/24 November 2026/)).toBeTruthy();
    const milestone = screen.getByRole('link', { name: 'Milestone: Book the cabin' });
    expect(within(milestone.closest('td') as HTMLElement).getByText(/10 November 2026/)).toBeTruthy();
    expect(screen.queryByText('Learn to sail')).toBeNull();
  });

  it('moves to the next month and back to today', async () => {
    serve();
    const { user } = await renderScreen();
    await screen.findByRole('link', { name: 'Goal: See the northern lights' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Goal: Learn to sail' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy();
  });

  it('lists the coming year as an agenda, day by day', async () => {
    serve();
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getByRole('button', { name: 'Agenda' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Goal: Learn to sail' })).toBeTruthy();
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual([
      expect.stringMatching(/24 November 2026/),
      expect.stringMatching(/20 December 2026/),
    ]);
    const agendaCall = requestsTo(fetchMock, '/api/me/calendar').at(-1);
    expect(agendaCall?.searchParams.get('from')).toBe('2026-11-24');
    expect(agendaCall?.searchParams.get('to')).toBe('2027-11-24');
  });

  it('names the month in Thai with the Buddhist-era year, weeks from Sunday', async () => {
    serve();
    await renderScreen({ language: 'th' });
    expect(screen.getByRole('heading', { level: 2, name: 'พฤศจิกายน 2569' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'เป้าหมาย: See the northern lights' })).toBeTruthy();
    const weekdays = [...document.querySelectorAll('thead abbr')].map((day) => day.getAttribute('title'));
    expect(weekdays[0]).toBe('วันอาทิตย์');
    expect(weekdays).toHaveLength(7);
  });

  it('makes a Pro member a private feed address and shows it once, with how to use it', async () => {
    serve();
    const { user } = await renderScreen();
    expect(await screen.findByText('No calendar address yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make my calendar address' }));
    const address = (await screen.findByLabelText('Your private calendar address')) as HTMLInputElement;
    expect(address.value).toMatch(/\/api\/calendar\/x{43}\.ics$/);
    expect(requestsTo(fetchMock, '/api/me/calendar-feed', 'POST')).toHaveLength(1);
  });

  it('offers a free member the upgrade instead of a feed', async () => {
    serve();
    await renderScreen({ plan: 'free' });
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make my calendar address' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/me/calendar-feed')).toHaveLength(0);
  });
});
