import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

export const E2E_PASSWORD = 'a long enough password';

/** The newest demo-outbox mail to an address: the e2e stand-in for reading one's inbox. */
export async function latestMailTo(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { subject: string; links: string[] }[] };
  const message = messages[0];
  expect(message, `a mail to ${email}`).toBeDefined();
  return message as { subject: string; links: string[] };
}

/** Signs a user up and follows the verification link, through the public API, as a fixture. */
export async function createVerifiedUser(request: APIRequestContext, name = 'Fah Tester') {
  const email = `user${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  let signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: E2E_PASSWORD, callbackURL: '/dashboard' },
  });
  // The whole suite signs up more users than the server's 5-a-minute limit for one address:
  // wait as the server asks, once, giving the test that much more time.
  if (signUp.status() === 429) {
    const waitMs = (Number(signUp.headers()['x-retry-after'] ?? '60') + 1) * 1000;
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    signUp = await request.post('/api/auth/sign-up/email', {
      data: { name, email, password: E2E_PASSWORD, callbackURL: '/dashboard' },
    });
  }
  expect(signUp.ok()).toBe(true);
  const mail = await latestMailTo(request, email);
  const link = mail.links.find((l) => l.includes('/verify-email'));
  const verified = await request.get(link as string, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return { email, name, password: E2E_PASSWORD };
}

/**
 * Signs the page in with the session the verification link gave `request` in `createVerifiedUser`,
 * then opens the dashboard: only the tests that are about signing in spend the sign-in limit.
 */
export async function openDashboardSignedIn(page: Page, request: APIRequestContext, user: { name: string }) {
  const { cookies } = await request.storageState();
  expect(cookies.length, 'a session cookie from the verification link').toBeGreaterThan(0);
  await page.context().addCookies(cookies);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
}
