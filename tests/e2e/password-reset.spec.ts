import { createVerifiedUser, latestMailTo } from '../support/e2e-users';
import { expect, test } from './test';

test('a user who forgot the password resets it through the mailed link and signs in', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);

  await page.goto('/account?mode=login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Please enter your email address to reset your password.',
  );
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If this email exists in our system, check your email for the reset link'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the demo mailbox' })).toBeVisible();

  const mail = await latestMailTo(request, user.email, '/reset-password/');
  expect(mail.subject).toBe('Reset your Someday password');
  await page.goto(mail.links.find((l) => l.includes('/reset-password/')) as string);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('my fresh new passphrase');
  await page.getByLabel('Confirm password').fill('my fresh new passphrase');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('my fresh new passphrase');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
});

test('a used or made-up reset link shows the invalid-link state', async ({ page }) => {
  await page.goto('/api/auth/reset-password/notarealtoken?callbackURL=/reset-password');
  await expect(
    page.getByRole('heading', { name: 'This reset link is invalid or has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});
