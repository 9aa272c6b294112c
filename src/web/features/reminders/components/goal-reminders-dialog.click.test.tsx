// @vitest-environment happy-dom
import type { GoalReminders, ReminderSettings } from '@common/reminders';
import { screen } from '@testing-library/react';
import { json, renderWithToaster, requestsTo, stubFetch } from '@web/test-utils/fake-fetch';
import { describe, expect, it, vi } from 'vitest';
import { GoalRemindersDialog } from './goal-reminders-dialog';

const fetchMock = stubFetch();

const GOAL = { id: 'g1', title: 'See the northern lights', targetDate: '2027-02-10' };
const SETTINGS: ReminderSettings = {
  enabled: true,
  timeZone: 'Asia/Bangkok',
  defaultDaysBefore: [7],
  defaultOnTheDay: true,
  weeklyDigest: false,
};

function serve({
  reminders,
  settings = SETTINGS,
}: {
  reminders: GoalReminders;
  settings?: ReminderSettings;
}) {
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/me/reminder-settings') return json(settings);
    if (pathname === '/api/bucket-list/g1/reminders' && method === 'GET') return json(reminders);
    if (pathname === '/api/bucket-list/g1/reminders' && method === 'PUT') {
      return json({ ...JSON.parse(String(init?.body)), followsDefault: false });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404);
  });
}

const renderDialog = (plan: 'pro' | 'free' = 'pro', onOpenChange = vi.fn()) =>
  renderWithToaster(
    <GoalRemindersDialog goal={GOAL} open onOpenChange={onOpenChange} pro={plan === 'pro'} />,
  );

describe("a goal's reminders", () => {
  it('starts from the default it follows and saves a choice of its own', async () => {
    serve({ reminders: { daysBefore: [7], onTheDay: true, followsDefault: true } });
    const onOpenChange = vi.fn();
    const { user } = await renderDialog('pro', onOpenChange);
    expect(screen.getByText(/Mails about "See the northern lights", due 10 Feb 2027/)).toBeTruthy();
    expect(
      ((await screen.findByRole('checkbox', { name: '7 days before' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByText(/follows your default/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '1 day before' }));
    await user.click(screen.getByRole('checkbox', { name: 'On the day' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminders saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ daysBefore: [1, 7], onTheDay: false });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when reminder emails are off for the whole account', async () => {
    serve({
      reminders: { daysBefore: [30], onTheDay: false, followsDefault: false },
      settings: { ...SETTINGS, enabled: false },
    });
    await renderDialog();
    expect(await screen.findByText('Reminder emails are off for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn them on in your profile' }).getAttribute('href')).toBe(
      '/profile#profile-reminders',
    );
    expect(screen.queryByText(/follows your default/)).toBeNull();
  });

  it('offers a free member the upgrade, and asks nothing of the server', async () => {
    serve({ reminders: { daysBefore: [7], onTheDay: true, followsDefault: true } });
    await renderDialog('free');
    expect(await screen.findByText('Reminder emails before your target dates are part of Pro.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/upgrade');
    expect(requestsTo(fetchMock, '/api/bucket-list/g1/reminders')).toHaveLength(0);
  });
});
