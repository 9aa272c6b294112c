import { createVerifiedUser, openDashboardSignedIn, signInAdmin, visitorPage } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('an administrator sees the overview with its figures and chart tables, in English and in Thai', async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL as string, { name: 'Arun Admin' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  for (const term of [
    'Total users',
    'Total goals',
    'Completed goals',
    'Pro users',
    'Active this week',
    'Conversion rate',
  ]) {
    await expect(page.getByRole('definition').and(page.locator(`dt:has-text("${term}") + dd`))).toHaveText(
      /^\d[\d,.]*%?$/,
    );
  }
  await expect(page.getByText('All systems working')).toBeVisible();
  await expect(page.getByText(/^Counted at /)).toBeVisible();

  // The charts' figures as tables, for whoever cannot see the drawing.
  const showData = page.getByText('Show data as a table');
  await showData.first().click();
  await showData.last().click();
  const trends = page.getByRole('table', { name: /Goals created and completed per day, the last 30 days/ });
  await expect(trends.getByRole('row')).toHaveCount(31);
  const categories = page.getByRole('table', { name: 'Number of goals in each category' });
  await expect(categories.getByRole('rowheader', { name: 'Personal Growth' })).toBeVisible();

  // The last two sections to arrive open like the others.
  await expect(page.getByRole('tab', { name: 'Image library' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Background images' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // Arrow keys move between the tabs, and the address follows.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=users/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
  await expect(page.getByRole('heading', { level: 1, name: 'แดชบอร์ดผู้ดูแลระบบ' })).toBeVisible();
  await expect(page.getByText('ผู้ใช้ทั้งหมด')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ภาพรวม' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'รีเฟรช' })).toBeVisible();
  // The overview was opened again (by the arrow keys): its tables start folded.
  await page.getByText('แสดงข้อมูลเป็นตาราง').last().click();
  const thaiCategories = page.getByRole('table', { name: 'จำนวนเป้าหมายในแต่ละหมวดหมู่' });
  await expect(thaiCategories.getByRole('rowheader')).toHaveCount(15);
  await expect(thaiCategories.getByRole('rowheader', { name: 'Personal Growth' })).toHaveCount(0);

  await page.getByRole('button', { name: 'รีเฟรช' }).click();
  await expect(page.getByText('ทุกระบบทำงานปกติ')).toBeVisible();
});

test('a signed-in user who is not an administrator is refused the admin area', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Nok Ordinary');
  await openDashboardSignedIn(page, request, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible();
  await expect(page.getByText("You don't have administrator privileges to access this area.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
});

test('a visitor opening /admin is sent to sign in, and /sign-in is the sign-in form', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/account\?mode=login&redirect=%2Fadmin$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/account\?mode=login$/);
});

test('an administrator sets the landing video, and a visitor plays it from the landing page', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  await signInAdmin(page, origin, { name: 'Arun Admin' });
  await page.goto('/admin?tab=settings');
  const link = page.getByLabel('YouTube link');

  await link.fill('https://vimeo.com/76979871');
  await page.getByRole('button', { name: 'Save' }).click();
  // Radix also mirrors a toast into its live region, so the text is there twice.
  await expect(page.getByText('Error updating settings').first()).toBeVisible();
  await expect(page.getByText('Only a YouTube link can be shown').first()).toBeVisible();

  await link.fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Video saved').first()).toBeVisible();
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  await expect(page.getByTitle('Preview of the landing page video')).toHaveAttribute('src', embed);
  await expect(link).toHaveValue(embed);

  try {
    const visitor = await visitorPage(browser, origin);
    await visitor.goto('/');
    const play = visitor.getByRole('button', { name: 'Learn More Video' });
    await play.click();
    const dialog = visitor.getByRole('dialog', { name: 'Learn more about Someday' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', embed);
    await expect(dialog.locator('iframe')).toHaveAttribute('title', 'Learn more about Someday');
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await visitor.context().close();
  } finally {
    // The landing page of later tests has no video again.
    await page.getByRole('button', { name: 'Remove video' }).click();
    await expect(page.getByText('Video removed').first()).toBeVisible();
  }
  await expect(page.getByText("No video is set: visitors don't see the button.")).toBeVisible();
});

test('an administrator reads the system monitoring tab: figures, services and the busiest routes', async ({
  page,
  baseURL,
}) => {
  await signInAdmin(page, baseURL as string, { name: 'Arun Admin' });
  await page.goto('/admin?tab=monitoring');
  await expect(page.getByRole('tab', { name: 'System monitoring' })).toHaveAttribute('aria-selected', 'true');
  for (const term of ['Uptime', 'Memory (resident)', 'Database size', 'Free disk space']) {
    await expect(page.getByText(term, { exact: true })).toBeVisible();
  }
  // The page's own requests are among the routes counted.
  const routes = page.getByRole('table', { name: /busiest routes/i });
  await expect(routes.getByRole('rowheader', { name: 'GET /api/admin/check-access' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
