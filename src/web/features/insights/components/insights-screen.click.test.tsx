// @vitest-environment happy-dom
import type { Insights } from '@common/insights';
import { screen, within } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { describe, expect, it } from 'vitest';
import { InsightsScreen } from './insights-screen';

const fetchMock = stubFetch();

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const INSIGHTS: Insights = {
  completedPerMonth: MONTHS.map((month) => ({
    month,
    count: month === '2026-11' ? 2 : month === '2026-10' ? 1 : 0,
  })),
  byCategory: [
    { category: 'Travel', total: 4, completed: 2, rate: 0.5 },
    { category: 'Fitness', total: 2, completed: 1, rate: 0.5 },
    { category: 'Learning', total: 1, completed: 0, rate: 0 },
  ],
  averageDaysToComplete: 27.7,
  streakMonths: 2,
  upcoming: [{ goalId: 'g1', title: 'See the northern lights', targetDate: '2026-12-20' }],
  stale: [{ goalId: 'g2', title: 'Learn to sail', lastActivityAt: '2026-03-01T10:00:00.000Z' }],
  totals: { goals: 7, active: 4, completed: 3 },
};

const EMPTY: Insights = {
  completedPerMonth: MONTHS.map((month) => ({ month, count: 0 })),
  byCategory: [],
  averageDaysToComplete: null,
  streakMonths: 0,
  upcoming: [],
  stale: [],
  totals: { goals: 0, active: 0, completed: 0 },
};

function serve(answer: Insights | 'fail' = INSIGHTS) {
  let failing = answer === 'fail';
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/me/insights') {
      if (failing) {
        failing = false;
        return json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } }, 503);
      }
      return json(answer === 'fail' ? INSIGHTS : answer);
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
  renderWithToaster(<InsightsScreen />, {
    language,
    queryData: [[['api', 'me', 'usage'], usageFixture(plan)]],
  });

/** A headline figure's value, found by its label. */
function figure(label: string): string | null | undefined {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the insights screen', () => {
  it('shows the headline figures, the charts and the same figures as tables', async () => {
    serve();
    const { user } = await renderScreen();
    expect(await screen.findByText('Completed', { selector: 'dt' })).toBeTruthy();
    expect(figure('Completed')).toBe('3');
    expect(figure('Active')).toBe('4');
    expect(figure('Completion rate')).toBe('43%');
    expect(figure('Average time to complete')).toBe('27.7 days');
    expect(figure('Streak')).toBe('2 months');

    await user.click(screen.getAllByText('Show the figures')[0] as HTMLElement);
    const months = screen.getByRole('table', { name: 'Goals completed per month over the last 12 months' });
    const monthRows = within(months).getAllByRole('row').slice(1);
    expect(monthRows).toHaveLength(12);
    expect(monthRows[0]?.textContent).toBe('December 20250');
    expect(monthRows[10]?.textContent).toBe('October 20261');
    expect(monthRows[11]?.textContent).toBe('November 20262');

    const categories = screen.getByRole('table', { name: 'Goals and completion rate per category' });
    const categoryRows = within(categories)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(categoryRows).toEqual([
      ['Category', 'Goals', 'Completed', 'Rate'],
      ['Travel', '4', '2', '50%'],
      ['Fitness', '2', '1', '50%'],
      ['Learning', '1', '0', '0%'],
    ]);

    const upcoming = screen.getByRole('link', { name: 'See the northern lights' });
    expect(upcoming.getAttribute('href')).toBe('/goals/g1/scrapbook');
    expect(screen.getByText('20 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still dreaming of this?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn to sail' }).getAttribute('href')).toBe(
      '/goals/g2/scrapbook',
    );
    expect(screen.getByText('Last activity 1 Mar 2026')).toBeTruthy();
  });

  it('names the months in Thai with Buddhist-era years', async () => {
    serve();
    const { user } = await renderScreen({ language: 'th' });
    expect(await screen.findByText('สำเร็จแล้ว', { selector: 'dt' })).toBeTruthy();
    await user.click(screen.getAllByText('แสดงตัวเลข')[0] as HTMLElement);
    const months = screen.getByRole('table', { name: 'จำนวนเป้าหมายที่สำเร็จในแต่ละเดือน ตลอด 12 เดือนล่าสุด' });
    const headers = within(months)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers.at(0)).toBe('ธันวาคม 2568');
    expect(headers.at(-1)).toBe('พฤศจิกายน 2569');
    expect(figure('สำเร็จต่อเนื่อง')).toBe('2 เดือน');
  });

  it('invites a member without goals to add one', async () => {
    serve(EMPTY);
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'No goals yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my list' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText('Show the figures')).toBeNull();
  });

  it('offers a free member the upgrade without asking for the figures', async () => {
    serve();
    await renderScreen({ plan: 'free' });
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade/ }).getAttribute('href')).toBe('/upgrade');
    expect(requestsTo(fetchMock, '/api/me/insights')).toHaveLength(0);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    serve('fail');
    const { user } = await renderScreen();
    expect(await screen.findByText('Your insights could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Completed', { selector: 'dt' })).toBeTruthy();
    expect(figure('Completed')).toBe('3');
  });
});
