import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

/**
 * Tomorrow, or today on a month's last day: in the current month, so the month view shows it
 * without paging, and not in the past, so the agenda (today and the coming year) shows it too.
 */
function laterThisMonth(): string {
  const now = new Date();
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const day = Math.min(now.getDate() + 1, daysInMonth);
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test('a Pro member sees a goal on its date in English and Thai, and subscribes to the calendar feed', async ({
  page,
  baseURL,
}) => {
  await signInMember(page, baseURL as string, { label: 'calendar', name: 'Nok Planner', pro: true });
  const date = laterThisMonth();
  const created = await page.request.post('/api/bucket-list', {
    data: { title: 'Ride the Trans-Siberian', category: 'Travel', targetDate: date },
    headers: { origin: baseURL as string },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page).toHaveTitle('Calendar · Someday');
  const goal = page.getByRole('link', { name: 'Goal: Ride the Trans-Siberian' });
  await expect(goal).toBeVisible();
  // It sits in the cell of its own day.
  await expect(goal.locator('xpath=ancestor::td')).toContainText(String(Number(date.slice(8))));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('banner').getByLabel('Language').selectOption('th');
  const thaiYear = String(Number(date.slice(0, 4)) + 543);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(thaiYear) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'เป้าหมาย: Ride the Trans-Siberian' })).toBeVisible();
  await page.getByRole('banner').getByLabel('ภาษา').selectOption('en');

  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByRole('link', { name: 'Goal: Ride the Trans-Siberian' })).toBeVisible();

  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByLabel('Your private calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  // What a calendar app would read, without the member's session.
  const feedUrl = await address.inputValue();
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:Ride the Trans-Siberian');
  expect(text).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
  await goal.click();
  await expect(page).toHaveURL(/\/goals\/[^/]+\/scrapbook$/);
});

test.describe('at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the calendar does not scroll sideways', async ({ page, baseURL }) => {
    await signInMember(page, baseURL as string, { label: 'calendar-narrow', name: 'Narrow' });
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText('This needs Pro')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
