import { e2eSeed } from '../support/e2e-seed';
import { SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from '../support/seed-user';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a signed-in user translates English into Thai, swaps the languages and copies the translation', async ({
  page,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const seed = e2eSeed();
  const member = await seedVerifiedUser(seed, { email: seedEmail('translate'), name: 'Mali Traveller' });
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, member.id);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: baseURL as string, httpOnly: true, sameSite: 'Lax' }]);

  await page.goto('/translate');
  await expect(page.getByRole('heading', { level: 1, name: 'Translate' })).toBeVisible();
  await expect(page).toHaveTitle(/Translate/);
  // The e2e server translates with a fake LibreTranslate (tests/e2e/global-setup.ts).
  await expect(page.getByText('Translation service is available')).toBeVisible();
  await expect(page.getByText('by LibreTranslate')).toBeVisible();

  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue('en');
  await expect(to).toHaveValue('th');
  const input = page.getByLabel('Text to translate');
  await input.fill('Hello');
  await expect(page.getByText('5 / 5,000')).toBeVisible();
  await input.press('Control+Enter');
  const result = page.getByRole('region', { name: 'Translation' });
  await expect(result.getByText('สวัสดี')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Copy translation' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('สวัสดี');

  // Swapped, the translation is the text to translate back.
  await page.getByRole('button', { name: 'Swap languages' }).click();
  await expect(from).toHaveValue('th');
  await expect(to).toHaveValue('en');
  await expect(input).toHaveValue('สวัสดี');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(result.getByText('Hello', { exact: true })).toBeVisible();

  // Empty text is not sent: the user is asked for some.
  await input.fill('');
  await page.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByText('Input Required', { exact: true })).toBeVisible();

  // On the narrowest phone the tool fits without running off the side.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.getByText('Translation service is available')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Swap languages' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
