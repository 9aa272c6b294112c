import type { Page } from '@playwright/test';
import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

/** Two goals made as the member would, one of them completed today. */
async function twoGoalsOneDone(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const travel = await page.request.post('/api/bucket-list', {
    data: { title: 'Ride the Trans-Siberian', category: 'Travel', targetDate: '2099-06-01' },
    headers,
  });
  expect(travel.status()).toBe(201);
  const sports = await page.request.post('/api/bucket-list', {
    data: { title: 'Run a half marathon', category: 'Sports' },
    headers,
  });
  expect(sports.status()).toBe(201);
  const { id } = (await sports.json()) as { id: string };
  const done = await page.request.post(`/api/bucket-list/${id}/complete`, { headers });
  expect(done.status()).toBe(200);
}

test('a Pro member opens insights from the dashboard and reads the figures, also as a table', async ({
  page,
  baseURL,
}) => {
  await signInMember(page, baseURL as string, { label: 'insights', name: 'Dao Counter', pro: true });
  await twoGoalsOneDone(page, baseURL as string);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress insights' })).toBeVisible();
  await expect(page).toHaveTitle('Insights · Someday');
  const figure = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(figure('Completed')).toHaveText('1');
  await expect(figure('Active')).toHaveText('1');
  await expect(figure('Completion rate')).toHaveText('50%');
  await expect(figure('Streak')).toHaveText('1 month');

  await page.getByText('Show the figures').first().click();
  const months = page.getByRole('table', { name: 'Goals completed per month over the last 12 months' });
  await expect(months).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  await expect(months.getByRole('row').last()).toHaveText(`${thisMonth}1`);

  await page.getByText('Show the figures').last().click();
  const categories = page.getByRole('table', { name: 'Goals and completion rate per category' });
  await expect(categories.getByRole('row', { name: /Sports/ })).toHaveText('Sports11100%');
  await expect(categories.getByRole('row', { name: /Travel/ })).toHaveText('Travel100%');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ride the Trans-Siberian' }).click();
  await expect(page).toHaveURL(/\/goals\/[^/]+\/scrapbook$/);
});

test.describe('at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the insights do not scroll sideways', async ({ page, baseURL }) => {
    await signInMember(page, baseURL as string, { label: 'insights-narrow', name: 'Narrow', pro: true });
    await twoGoalsOneDone(page, baseURL as string);
    await page.goto('/insights');
    await expect(page.getByText('Completion rate', { exact: true })).toBeVisible();
    await page.getByText('Show the figures').first().click();
    await expect(
      page.getByRole('table', { name: 'Goals completed per month over the last 12 months' }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
