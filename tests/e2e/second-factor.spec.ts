import { URI } from 'otpauth';
import { createVerifiedUser, latestMailTo } from '../support/e2e-users';
import { expect, test } from './test';

test('an emailed sign-in code is only the first step for an account with an authenticator app', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request, 'Mali Twostep');
  // Turned on through the API, as the profile screen does it (its own test covers the screen).
  const origin = { Origin: baseURL as string };
  const enabled = await request.post('/api/auth/two-factor/enable', {
    data: { password: user.password },
    headers: origin,
  });
  expect(enabled.ok()).toBe(true);
  const totp = URI.parse(((await enabled.json()) as { totpURI: string }).totpURI);
  const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totp.generate() },
    headers: origin,
  });
  expect(confirmed.ok()).toBe(true);

  await page.goto('/account?mode=login');
  await page.getByRole('link', { name: 'Email me a sign-in code' }).click();
  await expect(page).toHaveURL(/method=code/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('Sign-in code');
  await expect(codeField).toBeVisible();
  const mail = await latestMailTo(request, user.email, 'Your Someday sign-in code');
  const code = mail.text.match(/\b\d{6}\b/)?.[0];
  expect(code, 'the six digits of the sign-in code mail').toBeDefined();
  await codeField.fill(code as string);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The emailed code is right, yet the authenticator is asked for before any dashboard.
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  const authCode = page.getByLabel('Authentication code');
  await expect(authCode).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
  // The emailed code alone gave this browser no session: neither the API nor the dashboard opens.
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  expect((await page.request.get('/api/me/usage')).status()).toBe(401);
  const elsewhere = await page.context().newPage();
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(elsewhere.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toHaveCount(0);
  await elsewhere.close();

  // The next time step's code: the one used to turn the app on cannot be replayed.
  await authCode.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
});
