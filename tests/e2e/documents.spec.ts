import { signInAdmin, visitorPage } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a published document is linked from the footer and read as its own page', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page, baseURL as string, { name: 'Dara Docs' });
  const saved = await page.request.put('/api/admin/documents/about', {
    headers: { origin: baseURL as string },
    data: {
      title: 'About Someday',
      markdown: '# Our story\n\nWe help you **do it** someday.',
      published: true,
    },
  });
  expect(saved.status()).toBe(200);

  const visitor = await visitorPage(browser, baseURL as string);
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
