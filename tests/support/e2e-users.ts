import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { e2eSeed } from './e2e-seed';
import { SEED_PASSWORD, seedEmail, seedVerifiedUser } from './seed-user';

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
 * A verified user written straight into the e2e server's database (tests/support/e2e-seed.ts),
 * then signed in on `request` through the sign-in endpoint from an address of its own: no sign-up
 * limit to wait out and no mail round-trip. Tests about signing up use the real form instead.
 */
export async function createVerifiedUser(request: APIRequestContext, name = 'Fah Tester') {
  const { email } = await seedVerifiedUser(e2eSeed(), { email: seedEmail('user'), name });
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: process.env.E2E_BASE_URL as string, 'x-forwarded-for': fixtureAddress() },
    data: { email, password: SEED_PASSWORD },
  });
  expect(signIn.ok(), `sign-in answered ${signIn.status()}`).toBe(true);
  return { email, name, password: SEED_PASSWORD };
}

/**
 * Signs the page in with the session `createVerifiedUser` gave `request`,
 * then opens the dashboard: only the tests that are about signing in spend the sign-in limit.
 */
export async function openDashboardSignedIn(page: Page, request: APIRequestContext, user: { name: string }) {
  const { cookies } = await request.storageState();
  expect(cookies.length, 'a session cookie from the sign-in').toBeGreaterThan(0);
  await page.context().addCookies(cookies);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
}
