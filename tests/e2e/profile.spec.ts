import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  createVerifiedUser,
  fixtureAddress,
  latestMailTo,
  openDashboardSignedIn,
} from '../support/e2e-users';
import { readZip } from '../support/zip';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';
import { chooseFromUserMenu } from './user-menu';

type User = { email: string; password: string; name: string };

const PHOTO = fileURLToPath(new URL('../support/images/sunrise-1600x1200.jpg', import.meta.url));

/** Opens /profile from the dashboard, signing the page in with `request`'s session when given. */
async function openProfile(page: Page, request: APIRequestContext | null, user: User) {
  if (request) {
    await openDashboardSignedIn(page, request, user);
  } else {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
  }
  await chooseFromUserMenu(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
}

function totpFor(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp });
}

test('a user turns on two-factor authentication and sign-in then asks for the code', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Nok Secure');
  await openProfile(page, request, user);
  await expect(
    page.getByRole('region', { name: 'Active sessions' }).getByText('This device', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(section.getByText('Two-factor authentication is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  // A wrong password is refused with a translated message.
  await section.getByLabel('Your password').fill('not my password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('alert')).toContainText('That password is not correct.');

  await section.getByLabel('Your password').fill(user.password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectNoSeriousA11yViolations(page);

  await section.getByLabel('Code from your authenticator app').fill(totpFor(secret));
  await section.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(section.getByRole('heading', { name: 'Your backup codes' })).toBeVisible();
  const codes = section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  expect(await codes.count()).toBeGreaterThanOrEqual(5);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download as .txt' }).click();
  expect((await download).suggestedFilename()).toBe('someday-backup-codes.txt');
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('Two-factor authentication is on.')).toBeVisible();

  // Sign out, then sign in with the password: the second step asks for the code.
  await chooseFromUserMenu(page, 'Sign Out');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account?mode=login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  // The next time step's code: different from the one used above, and within the accepted window.
  await codeField.fill(totpFor(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
});

test('"Download my data" downloads a ZIP with the goals', async ({ page, request, baseURL }) => {
  const user = await createVerifiedUser(request, 'Dao Keeper');
  const title = 'Watch the lanterns in Chiang Mai';
  const created = await request.post('/api/bucket-list', {
    data: { title, category: 'Adventure' },
    headers: { Origin: baseURL as string },
  });
  expect(created.status()).toBe(201);
  await openProfile(page, request, user);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^someday-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await readZip(await readFile(await file.path()));
  const goals = files.get('someday-export/goals.json');
  expect(goals, 'someday-export/goals.json in the ZIP').toBeDefined();
  expect(goals?.toString('utf8')).toContain(title);
});

test('a user deletes the account through the mailed confirmation link', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'Lek Leaving');
  await openProfile(page, request, user);

  const danger = page.getByRole('region', { name: 'Danger zone' });
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog).toBeHidden();
  await expect(danger.getByText('Check your email to confirm')).toBeVisible();

  const mail = await latestMailTo(request, user.email, '/delete-user/callback');
  const link = mail.links.find((l) => l.includes('/delete-user/callback'));
  expect(link, 'the deletion link').toBeDefined();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Account Deleted' })).toBeVisible();
});

test('a user signs out another device, changes the password, renames themself, sets a picture, asks to change the email and switches to Thai', async ({
  page,
  request,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const user = await createVerifiedUser(request, 'Ploy Before');
  await page.context().addCookies((await request.storageState()).cookies);
  // A second device: the request context signs in again and gets a session of its own.
  const second = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL as string, 'x-forwarded-for': fixtureAddress() },
  });
  expect(second.ok()).toBe(true);
  await openProfile(page, null, user);

  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect(await (await request.get('/api/auth/get-session')).json()).toBeNull();

  // A new password; this device stays signed in on a fresh session.
  const password = page.getByRole('region', { name: 'Password' });
  const newPassword = 'an even longer password';
  await password.getByLabel('Current password').fill('not the password');
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toContainText('That password is not correct.');
  await password.getByLabel('Current password').fill(user.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Your other devices are signed out.', { exact: true }),
  ).toBeVisible();
  await expect(sessions.getByText('This device', { exact: true })).toBeVisible();
  const signInWithNew = await request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: newPassword },
    headers: { Origin: baseURL as string, 'x-forwarded-for': fixtureAddress() },
  });
  expect(signInWithNew.ok()).toBe(true);

  const profile = page.getByRole('region', { name: 'Name and picture' });
  await profile.getByLabel('Name').fill('Ploy After');
  await profile.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved', { exact: true })).toBeVisible();

  await profile.getByLabel('Upload picture').setInputFiles(PHOTO);
  const avatar = profile.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toHaveAttribute('src', /^\/media\/[^/]+\/thumb$/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(profile.getByRole('button', { name: 'Remove picture' })).toBeVisible();

  // The confirmation goes to the current address; the address itself does not change yet.
  const email = page.getByRole('region', { name: 'Email address' });
  const newEmail = `new${Date.now()}@example.com`;
  await email.getByLabel('New email address').fill(user.email);
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(email.getByRole('alert')).toContainText('That is already your email address.');
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(email.getByText('Check your current inbox')).toBeVisible();
  const mail = await latestMailTo(request, user.email, 'Confirm the new email address');
  expect(mail.links.some((l) => l.includes('/verify-email'))).toBe(true);
  await expect(email.getByText(user.email, { exact: true })).toBeVisible();

  // Thai: the screen changes at once, and the account keeps the choice for its mails.
  await page.getByRole('region', { name: 'Language' }).getByLabel('Language').selectOption('th');
  await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์ของคุณ' })).toBeVisible();
  await expect(page.getByText('เปลี่ยนภาษาแล้ว', { exact: true })).toBeVisible();
  const current = await page.request.get('/api/auth/get-session');
  expect(((await current.json()) as { user: { locale: string; name: string } }).user).toMatchObject({
    locale: 'th',
    name: 'Ploy After',
  });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'กลับไปที่แดชบอร์ด' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ploy After/ })).toBeVisible();
  // The one refused call above (the same address) is logged by the browser; nothing else may be.
  expect(consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
});
