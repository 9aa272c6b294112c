import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a Pro member asks for a surprise, adds an idea and finds it on the dashboard', async ({
  page,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Pro written straight into the database: the subject here is the ideas, not the checkout.
  const name = 'Ploy Dreamer';
  await signInMember(page, baseURL as string, { label: 'ai-ideas', name, pro: true });

  await page.goto('/ai-ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Get AI Ideas' })).toBeVisible();
  await expect(page).toHaveTitle(/AI ideas/);
  // No model is configured on the e2e server: the built-in catalogue answers, and says so.
  await expect(page.getByText('Built-in suggestions')).toBeVisible();

  await page.getByRole('button', { name: 'Surprise me' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Surprise ideas' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  const idea = page.getByRole('article', { name: title, exact: true });
  const added = page.waitForResponse(
    (response) =>
      /\/api\/ai\/ideas\/[^/]+\/add$/.test(response.url()) && response.request().method() === 'POST',
  );
  await idea.getByRole('button', { name: 'Add to my list' }).click();
  expect((await added).status()).toBe(201);
  await expect(idea.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByText('Added to your list', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your goals' }).getByRole('article', { name: title, exact: true }),
  ).toBeVisible();

  // On a phone the cards stack in one column, and nothing runs off the side.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ai-ideas');
  await page.getByRole('button', { name: 'Surprise me' }).click();
  const cards = page.getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [one, two] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
  expect(two?.x).toBe(one?.x);
  expect(two?.y).toBeGreaterThan((one?.y ?? 0) + (one?.height ?? 0) - 1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
