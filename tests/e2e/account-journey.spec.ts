import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';
import { chooseFromUserMenu } from './user-menu';

test('a visitor switches language, registers, verifies by mail, reaches the dashboard and signs out', async ({
  page,
}) => {
  const email = `journey${Date.now()}@example.com`;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn someday into your best days' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption('th');
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.getByRole('combobox', { name: 'ภาษา' }).selectOption('en');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: 'Start Your Journey' }).first().click();
  await expect(page).toHaveURL(/\/account\?mode=register/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill('Nok Walker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Read the mail as a demo user would: in the demo mailbox, then follow its link.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Confirm your email for Someday' })).toBeVisible();
  await page
    .getByRole('link', { name: /verify-email/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Nok Walker' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseFromUserMenu(page, 'Sign Out');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn someday into your best days' }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Nok Walker' })).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

test('a broken or expired verification link says so on the sign-in page, in Thai too', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=/dashboard');
  await expect(page).toHaveURL(/\/account\?mode=login&error=INVALID_TOKEN$/);
  await expect(page.getByRole('alert')).toContainText('That verification link is not valid.');

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'th'));
  await page.goto('/api/auth/verify-email?token=not-a-token&callbackURL=/dashboard');
  await expect(page.getByRole('alert')).toContainText('ลิงก์ยืนยันนี้ไม่ถูกต้อง');
});
