import { createVerifiedUser, openDashboardSignedIn } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a visitor gets the landing page as HTML with one small script, and its controls work', async ({
  page,
}) => {
  const scripts: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push(path);
    if (path.startsWith('/api/')) apiCalls.push(path);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn someday into your best days' }),
  ).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-boot-[\w-]+\.js$/)]);
  // Only the public settings, asked once the page is idle, for the video button, and the hero's background image.
  expect(
    apiCalls.filter((path) => path !== '/api/site-settings' && path !== '/api/background-images/active'),
  ).toEqual([]);
  // Every feature on offer works today.
  await expect(page.getByText('Advanced categories').first()).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);

  await page.getByRole('button', { name: 'Learn More', exact: true }).click();
  await expect(page.locator('#features')).toBeFocused();

  const language = page.getByRole('combobox', { name: 'Language' });
  await language.focus();
  await language.selectOption('th');
  await expect(
    page.getByRole('heading', { level: 1, name: 'เปลี่ยนวันหนึ่งในฝัน ให้เป็นวันที่ดีที่สุดของคุณ' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Someday: จดเป้าหมายในชีวิตของคุณ');
  await expect(page.getByRole('combobox', { name: 'ภาษา (Language)' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The language goes along to the app's own pages.
  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/account\?mode=login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('a signed-in person opening / still gets their dashboard', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Anong Home');
  await openDashboardSignedIn(page, request, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
});

test('a browser that deleted its account sees only the account-deleted page on /', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('ACCOUNT_DELETED', '1'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
});
