import type { Page } from '@playwright/test';
import { e2eSeed } from '../support/e2e-seed';
import { fixtureAddress } from '../support/e2e-users';
import { SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from '../support/seed-user';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

async function signInAdmin(page: Page, baseURL: string) {
  const seed = e2eSeed();
  const admin = await seedVerifiedUser(seed, {
    email: seedEmail('docs-admin'),
    name: 'Dara Docs',
    role: 'admin',
  });
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, admin.id);
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

test('a published document is linked from the footer and read as its own page', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page, baseURL as string);
  const saved = await page.request.put('/api/admin/documents/about', {
    headers: { origin: baseURL as string },
    data: {
      title: 'About Someday',
      markdown: '# Our story\n\nWe help you **do it** someday.',
      published: true,
    },
  });
  expect(saved.status()).toBe(200);

  const visitor = await (
    await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fixtureAddress() } })
  ).newPage();
  await visitor.goto('/');
  const link = visitor.getByRole('contentinfo').getByRole('link', { name: 'About Someday' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(visitor).toHaveURL(/\/legal\/about$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'About Someday' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(visitor.getByText('do it')).toHaveJSProperty('tagName', 'STRONG');
  await expectNoSeriousA11yViolations(visitor);
  // At a phone's width the page reads without sideways scrolling.
  await visitor.setViewportSize({ width: 375, height: 700 });
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const hidden = await page.request.put('/api/admin/documents/about', {
    headers: { origin: baseURL as string },
    data: { title: 'About Someday', markdown: '# Our story', published: false },
  });
  expect(hidden.status()).toBe(200);
  expect((await visitor.goto('/legal/about'))?.status()).toBe(404);
});
