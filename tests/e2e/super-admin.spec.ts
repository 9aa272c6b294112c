import { e2eSeed } from '../support/e2e-seed';
import { createVerifiedUser, fixtureAddress, signInAdmin, visitorPage } from '../support/e2e-users';
import { seedEmail, seedVerifiedUser } from '../support/seed-user';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

// The e2e server is shared by every spec: whatever happens here, the switches end up on.
let restoreWith: { cookie: string; origin: string } | null = null;

test.afterEach(async ({ playwright }) => {
  if (!restoreWith) return;
  const { cookie, origin } = restoreWith;
  restoreWith = null;
  const api = await playwright.request.newContext({ baseURL: origin });
  const restored = await api.put('/api/admin/features', {
    headers: { cookie, origin, 'x-forwarded-for': fixtureAddress() },
    data: { registrationOpen: true, sharingEnabled: true, aiEnabled: true },
  });
  await api.dispose();
  expect(restored.status(), 'the switches were turned back on').toBe(200);
});

test('a super administrator reads the audit log, closes registration for visitors and opens it again', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  const chief = await signInAdmin(page, origin, { role: 'super_admin', name: 'Mae Chief' });
  restoreWith = { cookie: chief.cookie, origin };
  const target = await seedVerifiedUser(e2eSeed(), { email: seedEmail('audited'), name: 'Kanya Audited' });

  // A change made through the API lands in the audit log like one made in the admin area.
  const suspended = await page.request.post(`/api/admin/users/${target.id}/suspend`, {
    headers: { origin },
    data: { reason: 'Spam in shared scrapbooks' },
  });
  expect(suspended.status(), 'the suspension was accepted').toBe(200);

  // Reached from the admin dashboard, which offers it to super administrators only.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Super admin' }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Super admin' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mae Chief' })).toContainText(
    'Your own role cannot be changed here.',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('On what').fill(target.email);
  await expect(page).toHaveURL(new RegExp(`[?&]target=${encodeURIComponent(target.email)}`));
  const row = page.getByRole('row').filter({ hasText: target.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Suspended an account');
  await expect(row).toContainText('Mae Chief');
  await row.getByText('Details').click();
  await expect(row.getByRole('definition').filter({ hasText: 'no → yes' })).toBeVisible();
  await expect(row.getByRole('definition').filter({ hasText: 'Spam in shared scrapbooks' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Feature switches' }).click();
  const registration = page.getByRole('switch', { name: 'Registration open' });
  await expect(registration).toBeChecked();
  await registration.click();
  await page
    .getByRole('alertdialog', { name: 'Close registration?' })
    .getByRole('button', { name: 'Close registration' })
    .click();
  // Radix also mirrors a toast into its live region, so the text is there twice.
  await expect(page.getByText('Registration is closed').first()).toBeVisible();
  await expect(registration).not.toBeChecked();

  const visitor = await visitorPage(browser, origin);
  await visitor.goto('/account?mode=register');
  await expect(
    visitor.getByRole('status').filter({ hasText: 'New accounts cannot be created right now.' }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await visitor.context().close();

  await registration.click();
  await expect(page.getByText('Registration is open').first()).toBeVisible();
  await expect(registration).toBeChecked();

  // The change itself is in the log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('Feature switches');
  await expect(page.getByRole('row').filter({ hasText: 'Turned features on or off' }).first()).toBeVisible();

  const later = await visitorPage(browser, origin);
  await later.goto('/account?mode=register');
  await expect(later.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(later.getByText('New accounts cannot be created right now.')).toHaveCount(0);
  await later.context().close();
});

test('with sharing by link turned off, a Pro member sees why instead of a create button', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const chief = await signInAdmin(page, origin, { role: 'super_admin', name: 'Mae Chief' });
  restoreWith = { cookie: chief.cookie, origin };
  await createVerifiedUser(request, 'Nok Sharer');
  const upgraded = await request.post('/api/billing/demo-checkout', { headers: { origin } });
  expect(upgraded.ok(), 'the member is on Pro').toBe(true);
  const created = await request.post('/api/bucket-list', {
    headers: { origin },
    data: { title: 'Sail to Koh Lipe', category: 'Travel' },
  });
  expect(created.status(), 'the goal was created').toBe(201);
  const goal = (await created.json()) as { id: string };

  await page.goto('/super-admin?tab=features');
  const sharing = page.getByRole('switch', { name: 'Sharing by link' });
  await expect(sharing).toBeChecked();
  await sharing.click();
  await page
    .getByRole('alertdialog', { name: 'Turn sharing by link off?' })
    .getByRole('button', { name: 'Turn sharing off' })
    .click();
  await expect(page.getByText('Sharing by link is off').first()).toBeVisible();

  const memberPage = await visitorPage(browser, origin);
  await memberPage.context().addCookies((await request.storageState()).cookies);
  await memberPage.goto(`/goals/${goal.id}/scrapbook`);
  const panel = memberPage.getByRole('region', { name: 'Share this scrapbook' });
  await expect(
    panel.getByRole('status').filter({ hasText: 'Sharing by link is turned off for now.' }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create Share Link' })).toHaveCount(0);

  await sharing.click();
  await expect(page.getByText('Sharing by link is on').first()).toBeVisible();
  await memberPage.context().close();
  // A fresh browser: the public settings may be kept by a browser for a minute.
  const laterPage = await visitorPage(browser, origin);
  await laterPage.context().addCookies((await request.storageState()).cookies);
  await laterPage.goto(`/goals/${goal.id}/scrapbook`);
  const laterPanel = laterPage.getByRole('region', { name: 'Share this scrapbook' });
  await expect(laterPanel.getByRole('button', { name: 'Create Share Link' })).toBeVisible();
  await expect(laterPanel.getByText('Sharing by link is turned off for now.')).toHaveCount(0);
  await laterPage.context().close();
});

test('a plain administrator is refused the super admin screen', async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL as string, { name: 'Arun Admin' });
  await page.goto('/super-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Access Required' })).toBeVisible();
  await expect(page.getByText('Only super administrators can open this area.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  // Nor does the admin dashboard offer it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Super admin' })).toHaveCount(0);
});
