// @vitest-environment happy-dom
import type { ReminderSettings } from '@common/reminders';
import { screen } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { usageFixture } from '@web/test-utils/plan-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { RemindersSection } from './reminders-section';

const fetchMock = stubFetch();

const SETTINGS: ReminderSettings = {
  enabled: true,
  timeZone: 'Asia/Bangkok',
  defaultDaysBefore: [7],
  defaultOnTheDay: true,
  weeklyDigest: false,
};

function serve(put: () => Response = () => json(SETTINGS)) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (pathname === '/api/me/reminder-settings' && (init?.method ?? 'GET') === 'GET') return json(SETTINGS);
    if (pathname === '/api/me/reminder-settings' && init?.method === 'PUT') return put();
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const renderSection = ({
  plan = 'pro',
  language = 'en',
}: {
  plan?: 'pro' | 'free';
  language?: 'en' | 'th';
} = {}) =>
  renderWithToaster(<RemindersSection />, {
    language,
    queryData: [[['api', 'me', 'usage'], usageFixture(plan)]],
  });

const savedBodies = () =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/me/reminder-settings') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the reminders section', () => {
  it('shows the saved choice and saves a changed one with the time zone', async () => {
    serve();
    const { user } = await renderSection();
    const week = (await screen.findByRole('checkbox', { name: '7 days before' })) as HTMLInputElement;
    expect(week.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '30 days before' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('Asia/Bangkok');
    await user.click(screen.getByRole('checkbox', { name: '30 days before' }));
    await user.click(screen.getByRole('checkbox', { name: 'On the day' }));
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await user.click(screen.getByRole('switch', { name: 'A Monday mail of the goals due this month' }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved')).toBeTruthy();
    expect(savedBodies()).toEqual([
      {
        enabled: true,
        timeZone: 'Europe/Berlin',
        defaultDaysBefore: [7, 30],
        defaultOnTheDay: false,
        weeklyDigest: true,
      },
    ]);
  });

  it('turns every reminder off with the master switch', async () => {
    serve();
    const { user } = await renderSection();
    await user.click(await screen.findByRole('switch', { name: 'Email me reminders' }));
    expect((screen.getByRole('checkbox', { name: '7 days before' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    await screen.findByText('Reminders saved');
    expect(savedBodies()[0]).toMatchObject({ enabled: false });
  });

  it('says why a save failed', async () => {
    serve(() => json({ error: { code: 'INVALID_TIME_ZONE', message: 'x' } }, 400));
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders could not be saved')).toBeTruthy();
    expect(screen.getByText('Unknown time zone. Choose one from the list.')).toBeTruthy();
  });

  it('offers the device time zone when none was ever chosen', async () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Bangkok' };
    });
    fetchMock.mockImplementation(async (input, init) =>
      (init?.method ?? 'GET') === 'GET' && String(input).endsWith('/api/me/reminder-settings')
        ? json({ ...SETTINGS, timeZone: 'UTC' })
        : json(SETTINGS),
    );
    try {
      const { user } = await renderSection();
      const select = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
      expect(select.value).toBe('Asia/Bangkok');
      expect(screen.getByText(/Detected from this device/)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save reminders' }));
      await screen.findByText('Reminders saved');
      expect(savedBodies()[0]).toMatchObject({ timeZone: 'Asia/Bangkok' });
    } finally {
      spy.mockRestore();
    }
  });

  it('speaks Thai', async () => {
    serve();
    await renderSection({ language: 'th' });
    expect(await screen.findByRole('checkbox', { name: 'ก่อน 7\u00a0วัน' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'บันทึกการเตือน' })).toBeTruthy();
  });

  it('offers a free member the upgrade instead', async () => {
    serve();
    await renderSection({ plan: 'free' });
    expect(await screen.findByText('This needs Pro')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/me/reminder-settings', 'PUT')).toHaveLength(0);
  });
});
