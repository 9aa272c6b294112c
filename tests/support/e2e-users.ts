import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { Role } from '../../src/common/roles';
import { e2eSeed } from './e2e-seed';
import { SEED_PASSWORD, SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from './seed-user';

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
 * A page in a browser of its own (no cookies of the test's page) with a client address of its
 * own: a visitor, or a member once a session cookie is added. Close it with `page.context().close()`.
 */
export async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': fixtureAddress() },
  });
  return context.newPage();
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

/**
 * An administrator (or someone of another role) written straight into the e2e server's database,
 * the role on the user row as granting it in the app would set it, signed in on the page's browser
 * with a session cookie: for tests whose subject is what an administrator does, not how one
 * becomes one. Answers the user and its cookie, for API calls made as them.
 */
export async function signInAdmin(
  page: Page,
  baseURL: string,
  { name = 'Ada Admin', role = 'admin' }: { name?: string; role?: Role } = {},
) {
  const seed = e2eSeed();
  const admin = await seedVerifiedUser(seed, { email: seedEmail(role), name, role });
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, admin.id);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return { ...admin, name, cookie: `${SESSION_COOKIE}=${value}` };
}

/**
 * A member written straight into the e2e server's database, Pro when asked (as an administrator's
 * gift sets it), signed in on the page's browser: for tests whose subject is a feature, not the
 * checkout or the sign-in.
 */
export async function signInMember(
  page: Page,
  baseURL: string,
  { label, name, pro = false }: { label: string; name: string; pro?: boolean },
) {
  const seed = e2eSeed();
  const member = await seedVerifiedUser(seed, { email: seedEmail(label), name });
  if (pro) {
    await seed.db
      .updateTable('user')
      .set({ plan: 'pro', planSource: 'admin', proUntil: null })
      .where('id', '=', member.id)
      .execute();
  }
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, member.id);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return { ...member, name };
}
