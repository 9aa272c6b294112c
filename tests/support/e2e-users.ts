import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const E2E_PASSWORD = 'a long enough password';

type OutboxMail = { subject: string; text: string; links: string[] };

/**
 * The newest demo-outbox mail to an address (whose subject or a link contains `match`, when given): the
 * e2e stand-in for reading one's inbox. Mail leaves after the server has answered, so this waits
 * for it to arrive, as a person waits for their inbox.
 */
export async function latestMailTo(request: APIRequestContext, email: string, match?: string) {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: OutboxMail[] };
        found = messages.find(
          (m) => !match || m.subject.includes(match) || m.links.some((l) => l.includes(match)),
        );
        return found !== undefined;
      },
      { message: `a mail to ${email}${match ? ` matching ${match}` : ''}` },
    )
    .toBe(true);
  return found as OutboxMail;
}

/**
 * A client address of its own for each fixture request (send it as X-Forwarded-For), so that
 * fixtures never wait out the per-address limits that the browser's own sign-ins count against.
 */
export function fixtureAddress() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Signs a user up and follows the verification link, through the public API, as a fixture. The
 * test server trusts one proxy hop (TRUST_PROXY=1), so each fixture comes from its own address.
 */
export async function createVerifiedUser(request: APIRequestContext, name = 'Fah Tester') {
  const email = `user${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { 'x-forwarded-for': fixtureAddress() },
    data: { name, email, password: E2E_PASSWORD, callbackURL: '/dashboard' },
  });
  expect(signUp.ok()).toBe(true);
  const mail = await latestMailTo(request, email, '/verify-email');
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
