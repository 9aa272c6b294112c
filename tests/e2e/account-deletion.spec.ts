import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, latestMailTo } from '../support/e2e-users';
import { expect, test } from './test';

type User = { email: string; password: string; name: string };

async function signInOnPage(page: Page, user: User) {
  await page.goto('/account?mode=login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  // The dashboard reads the member's own categories and templates once its lists are shown; the
  // account must go only after those reads, or one of them, not the test's own call, finds out.
  const lateReads = ['/api/me/categories', '/api/templates'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
  await Promise.all(lateReads);
}

/** Asks for the deletion mail from a signed-in context and answers the confirmation link. */
async function requestDeletionLink(request: APIRequestContext, origin: string, email: string) {
  const asked = await request.post('/api/auth/delete-user', {
    data: { callbackURL: '/account-deleted' },
    headers: { Origin: origin },
  });
  expect(asked.ok()).toBe(true);
  const mail = await latestMailTo(request, email, '/delete-user/callback');
  const link = mail.links.find((l) => l.includes('/delete-user/callback'));
  expect(link, 'the deletion link').toBeDefined();
  return link as string;
}

const storage = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

test('a tab whose account was deleted elsewhere stops calling the API and shows only the deleted page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL as string;
  const other = await playwright.request.newContext({ baseURL: origin });
  const user = await createVerifiedUser(other, 'Pim Leaving');
  await signInOnPage(page, user);

  // Another device (the fixture signed it in) deletes the account through the
  // mailed confirmation link.
  const link = await requestDeletionLink(other, origin, user.email);
  expect((await other.get(link, { maxRedirects: 0 })).status()).toBe(302);
  await other.dispose();

  // This tab's next call hears 401 ACCOUNT_DELETED.
  const forceLogout = page.waitForRequest(
    (request) => request.url().endsWith('/api/system/force-logout') && request.method() === 'POST',
  );
  const apiCalls: string[] = [];
  await page.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Goal' });
  await dialog.getByLabel('Title').fill('Learn to sail');
  await dialog.getByLabel(/^Category/).selectOption('Adventure');
  await dialog.getByRole('button', { name: 'Save Goal' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
  // A beacon: its Blob body is not exposed to Playwright, its type is.
  expect((await (await forceLogout).allHeaders())['content-type']).toBe('application/json');
  expect(await storage(page, 'ACCOUNT_DELETED')).toBe('1');
  expect(Number(await storage(page, 'ACCOUNT_DELETED_AT'))).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'account_deleted')?.value).toBe('1');

  // From now on nothing of the API is called from this page.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && path !== '/api/system/force-logout') apiCalls.push(path);
  });
  // Going back shows the deleted page again, not the app behind it.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();

  // A new load of any address shows the deleted page only.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
  expect(apiCalls.filter((path) => path !== '/api/auth/sign-out')).toEqual([]);

  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('status').filter({ hasText: 'Account successfully deleted' });
  await expect(banner).toBeVisible();
  expect(await storage(page, 'ACCOUNT_DELETED')).toBeNull();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'account_deleted')).toBe(false);
  await banner.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turn someday into your best days' }),
  ).toBeVisible();
});
