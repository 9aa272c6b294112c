// @vitest-environment happy-dom
import { ADMIN_TREND_DAYS, type AdminStats } from '@common/admin';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '@web/test-utils/fake-fetch';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it } from 'vitest';
import { ADMIN_STATS_KEY } from '../api/admin-keys';
import OverviewTab from './overview-tab';

const fetchMock = stubFetch();

const trends = Array.from({ length: ADMIN_TREND_DAYS }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10);
  return {
    date: day,
    created: i === ADMIN_TREND_DAYS - 1 ? 7 : 0,
    completed: i === ADMIN_TREND_DAYS - 1 ? 3 : 0,
  };
});

const STATS: AdminStats = {
  totalUsers: 1234,
  totalGoals: 5678,
  completedGoals: 910,
  premiumUsers: 56,
  activeThisWeek: 321,
  conversionRate: 4.5,
  trends,
  byCategory: [
    { category: 'Travel', count: 40 },
    { category: 'PersonalGrowth', count: 12 },
  ],
  health: { status: 'ok', checks: [{ name: 'database', status: 'ok', ms: 2 }] },
  countedAt: '2026-11-24T10:00:00.000Z',
};

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the admin overview', () => {
  it('shows the figures, the health and both charts as tables, in English', async () => {
    await renderInteractive(<OverviewTab />, { queryData: [[ADMIN_STATS_KEY, STATS]] });
    expect(figure('Total users')).toBe('1,234');
    expect(figure('Total goals')).toBe('5,678');
    expect(figure('Completed goals')).toBe('910');
    expect(figure('Pro users')).toBe('56');
    expect(figure('Active this week')).toBe('321');
    expect(figure('Conversion rate')).toBe('4.5%');
    expect(screen.getByText('All systems working')).toBeTruthy();
    expect(screen.getByText('Database')).toBeTruthy();

    const trendTable = screen.getByRole('table', { name: /Goals created and completed per day/ });
    const lastDay = within(trendTable).getByRole('row', { name: /24 Nov 2026/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '3']);
    expect(within(trendTable).getAllByRole('row')).toHaveLength(ADMIN_TREND_DAYS + 1);

    const categoryTable = screen.getByRole('table', { name: 'Number of goals in each category' });
    expect(within(categoryTable).getByRole('row', { name: 'Personal Growth 12' })).toBeTruthy();
    expect(within(categoryTable).getByRole('row', { name: 'Travel 40' })).toBeTruthy();
  });

  it('says the same in Thai: Thai labels, category names and Buddhist-era dates', async () => {
    await renderInteractive(<OverviewTab />, { language: 'th', queryData: [[ADMIN_STATS_KEY, STATS]] });
    expect(figure('ผู้ใช้ทั้งหมด')).toBe('1,234');
    expect(figure('อัตราการเปลี่ยนเป็น Pro')).toBe('4.5%');
    expect(screen.getByText('ทุกระบบทำงานปกติ')).toBeTruthy();

    const trendTable = screen.getByRole('table', { name: /จำนวนเป้าหมายที่สร้างและที่สำเร็จในแต่ละวัน/ });
    expect(within(trendTable).getByRole('row', { name: /24 พ\.ย\. 2569/ })).toBeTruthy();
    const categoryTable = screen.getByRole('table', { name: 'จำนวนเป้าหมายในแต่ละหมวดหมู่' });
    expect(within(categoryTable).getAllByRole('row')).toHaveLength(3);
    expect(within(categoryTable).queryByText('Travel')).toBeNull();
  });

  it('offers to try again when the figures could not be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const { user } = await renderInteractive(<OverviewTab />);
    expect(await screen.findByText('The figures could not be loaded.')).toBeTruthy();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(STATS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All systems working')).toBeTruthy();
  });
});
