import { PLAN_LIMITS } from '../../src/common/plans';
import { createVerifiedUser, openDashboardSignedIn } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a visitor sees plans and price on /subscribe, with the demo banner', async ({ page }) => {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Make someday happen with Pro' })).toBeVisible();
  await expect(page.getByText('Demo mode: payments are simulated')).toBeVisible();
  const pro = page.getByRole('region', { name: 'Pro', exact: true });
  await expect(pro.getByText('$9', { exact: true })).toBeVisible();
  await expect(pro.getByText('per year')).toBeVisible();
  // No "limited-time offer" for what is simply the price.
  await expect(page.getByText(/limited-time/i)).toHaveCount(0);
  // Every Pro feature works today: none says "Coming soon".
  await expect(pro.getByText('Coming soon')).toHaveCount(0);
  for (const working of [
    'Unlimited goals',
    'Share links to your scrapbook',
    'AI suggestions',
    'Deadline reminders',
    'Custom templates',
    'Collaboration with friends',
    'Advanced categories',
  ]) {
    await expect(pro.getByRole('listitem').filter({ hasText: working })).not.toContainText('Coming soon');
  }
  await expect(page.getByText('30-day money-back guarantee', { exact: true })).toBeVisible();
  await expect(page.getByText('GDPR-compliant')).toBeVisible();
  await expect(pro.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/account?mode=register',
  );
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a free user at the goal limit upgrades through the demo checkout and adds one more goal', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const user = await createVerifiedUser(request, 'Kanya Upgrader');
  await openDashboardSignedIn(page, request, user);

  // The free plan's goals through the API, with the page's session cookie.
  const limit = PLAN_LIMITS.free.goalLimit;
  for (let i = 1; i <= limit; i++) {
    const created = await page.request.post('/api/bucket-list', {
      data: { title: `Dream number ${i}`, category: 'Travel' },
      headers: { origin: baseURL as string },
    });
    expect(created.status(), `goal ${i}`).toBe(201);
  }
  const refused = await page.request.post('/api/bucket-list', {
    data: { title: 'One too many', category: 'Travel' },
    headers: { origin: baseURL as string },
  });
  expect(refused.status()).toBe(422);

  // The dashboard shows the goal-limit warning, whose link leads to the upgrade page.
  await page.reload();
  const warning = page.getByText(
    `You have reached the free plan limit of ${limit} goals. Upgrade to Pro for unlimited goals.`,
  );
  await expect(warning).toBeVisible();
  // The goal counter has its own way to the upgrade page too.
  await expect(page.getByRole('link', { name: 'Upgrade for unlimited goals' })).toHaveAttribute(
    'href',
    '/upgrade',
  );
  await page.locator('#goal-limit-warning').getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByText(`${limit} of ${limit}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Free and Pro plans compared' })).toBeVisible();
  await expect(page.getByText('What Pro members say')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect(
    page
      .getByRole('table', { name: 'Free and Pro plans compared' })
      .getByRole('row', { name: /Collaboration with friends/ }),
  ).not.toContainText('Coming soon');
  await expect(
    page
      .getByRole('table', { name: 'Free and Pro plans compared' })
      .getByRole('row', { name: /Advanced categories/ }),
  ).not.toContainText('Coming soon');

  // The simulated checkout of demo mode; closing it gives focus back to the button.
  const upgradeButton = page.getByRole('button', { name: 'Upgrade to Pro' });
  await upgradeButton.click();
  const checkout = page.getByRole('dialog', { name: 'Simulated checkout' });
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout).toBeHidden();
  await expect(upgradeButton).toBeFocused();
  await upgradeButton.click();
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Demo mode, no payment is taken')).toBeVisible();
  await expect(checkout.getByText('9 USD / year')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkout.getByRole('button', { name: 'Complete demo purchase' }).click();
  await expect(checkout).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Pro!', { exact: true })).toBeVisible();
  await expect(warning).toBeHidden();
  await expect(page.getByText(`${limit} · Unlimited`)).toBeVisible();

  // One more goal through the add-goal dialog.
  const title = `Dream number ${limit + 1}: see the northern lights`;
  await page.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Goal' });
  await addDialog.getByLabel('Title').fill(title);
  await addDialog.getByLabel(/^Category/).selectOption('Travel');
  await addDialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(addDialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Your goals' }).getByRole('article', { name: title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`${limit + 1} · Unlimited`)).toBeVisible();

  // The upgrade page now says they have Pro, until when, and where to manage or refund it.
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'You already have Pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage plan and refund' })).toHaveAttribute(
    'href',
    '/profile#profile-plan',
  );
  await expect(page.getByText(/^You are on Pro until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);

  // On /subscribe the Free card is not "your current plan" for a Pro user.
  await page.goto('/subscribe');
  const free = page.getByRole('region', { name: 'Free', exact: true });
  await expect(free.getByText('Included in Pro')).toBeVisible();
  await expect(page.getByText('Your current plan')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
