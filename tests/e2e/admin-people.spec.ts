import type { APIRequestContext, Page } from '@playwright/test';
import { createVerifiedUser, fixtureAddress, openDashboardSignedIn, signInAdmin } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';
import { recordToasts, toastsSeen } from './toast-recorder';

const SUSPENDED_MESSAGE = 'This account is suspended. Contact support if you think this is a mistake.';

/** A goal added by its owner through the API, as the dashboard would. */
async function addGoal(request: APIRequestContext, baseURL: string, title: string) {
  const created = await request.post('/api/bucket-list', {
    headers: { origin: baseURL },
    data: { title, category: 'Travel' },
  });
  expect(created.status(), 'the goal was created').toBe(201);
  return (await created.json()) as { id: string };
}

async function findUserRow(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 · 1 user')).toBeVisible();
  return row;
}

test('an administrator finds a user by email and suspends them; the open tab of that user is signed out', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const target = await createVerifiedUser(request, 'Kanya Suspendable');

  // The user has the dashboard open in a browser of their own.
  const userContext = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'x-forwarded-for': fixtureAddress() },
  });
  await recordToasts(userContext);
  const userPage = await userContext.newPage();
  await openDashboardSignedIn(userPage, request, target);

  await signInAdmin(page, origin);
  await page.goto('/admin?tab=users');
  const row = await findUserRow(page, target.email);
  await expect(row.getByText('User', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(target.email);
  expect(new URL(page.url()).searchParams.get('tab')).toBe('users');

  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: 'Actions for Kanya Suspendable' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Kanya Suspendable?' });
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Reason').fill('Spam in shared scrapbooks');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  // Radix also mirrors a toast into its live region, so the text is there twice.
  await expect(page.getByText('Kanya Suspendable is suspended').first()).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(row.getByText('Spam in shared scrapbooks')).toBeVisible();

  // The suspended filter finds them too.
  await page.getByLabel('Show').selectOption('Suspended');
  await expect(page.getByRole('row').filter({ hasText: target.email })).toHaveCount(1);
  expect(new URL(page.url()).searchParams.get('filter')).toBe('suspended');

  // The user's next request finds the session gone: signed out, then refused with the reason.
  await userPage.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const add = userPage.getByRole('dialog', { name: 'Add Goal' });
  await add.getByLabel('Title').fill('Learn to sail');
  await add.getByLabel(/^Category/).selectOption('Adventure');
  await add.getByRole('button', { name: 'Save Goal' }).click();
  // Told so, then taken to the landing page signed out.
  await expect(userPage.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(userPage).toHaveURL(/\/$/);
  expect((await toastsSeen(userPage)).some((text) => text.includes('Session Expired'))).toBe(true);
  await userPage.goto('/account?mode=login');
  await userPage.getByLabel('Email').fill(target.email);
  await userPage.getByLabel('Password', { exact: true }).fill(target.password);
  await userPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(userPage.getByText(SUSPENDED_MESSAGE)).toBeVisible();
  await userContext.close();
});

test("an administrator opens a user's goals from the users tab and marks one completed", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const owner = await createVerifiedUser(request, 'Pim Goalkeeper');
  const title = `Watch the lanterns of Yi Peng ${Date.now()}`;
  await addGoal(request, origin, title);

  await signInAdmin(page, origin);
  await page.goto('/admin?tab=users');
  const row = await findUserRow(page, owner.email);
  await row.getByRole('button', { name: 'Actions for Pim Goalkeeper' }).click();
  await page.getByRole('menuitem', { name: 'View goals' }).click();

  await expect(page).toHaveURL(/[?&]tab=goals/);
  await expect(
    page.getByRole('button', { name: `Show every user's goals, not only those of ${owner.email}` }),
  ).toBeVisible();
  const goalRow = page.getByRole('row').filter({ hasText: title });
  await expect(goalRow).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(goalRow.getByText(owner.email)).toBeVisible();
  await expect(goalRow.getByText('Travel')).toBeVisible();
  await expect(goalRow.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await goalRow.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark completed' }).click();
  await expect(page.getByText(`“${title}” is marked completed`).first()).toBeVisible();
  await expect(goalRow.getByText('Completed', { exact: true })).toBeVisible();

  // On a phone each goal is a card instead of a table row.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // The owner sees it completed too.
  const completed = await request.get('/api/bucket-list?status=completed');
  const { items } = (await completed.json()) as { items: { title: string }[] };
  expect(items.map((item) => item.title)).toContain(title);
});

test("an administrator switches to a user's view, sees the banner, and stops back to the users tab", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const target = await createVerifiedUser(request, 'Nok Viewed');
  await signInAdmin(page, origin);
  await page.goto('/admin?tab=users');
  // An administrator's own account never offers the user view.
  const self = page.getByRole('row').filter({ hasText: 'Ada Admin' }).first();
  await self.getByRole('button', { name: 'Actions for Ada Admin' }).click();
  await expect(page.getByRole('menuitem', { name: 'View goals' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch to user view' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const row = await findUserRow(page, target.email);
  await row.getByRole('button', { name: 'Actions for Nok Viewed' }).click();
  await page.getByRole('menuitem', { name: 'Switch to user view' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'See Someday as Nok Viewed?' });
  await dialog.getByRole('button', { name: 'Switch to user view' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nok Viewed' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'User view' });
  await expect(banner.getByText(`You are viewing Someday as Nok Viewed (${target.email})`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await expect(page.getByLabel('Search users')).toBeVisible();
  await expect(page.getByRole('region', { name: 'User view' })).toHaveCount(0);
});
