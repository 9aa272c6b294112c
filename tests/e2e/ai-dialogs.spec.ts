import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a Pro member clarifies a wish and matches a travel dream, then finds both goals on the dashboard', async ({
  page,
  baseURL,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Pro written straight into the database: the subject here is the AI tools, not the checkout.
  const name = 'Mali Planner';
  await signInMember(page, baseURL as string, { label: 'ai-dialogs', name, pro: true });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  const goals = page.getByRole('region', { name: 'Your goals' });

  // The clarity coach: a vague wish, its questions, then the goal it comes to.
  await page.getByRole('button', { name: 'Clarify a wish' }).click();
  const coach = page.getByRole('dialog', { name: 'Wish clarity coach' });
  // No model is configured on the e2e server: the built-in coach answers, and says so.
  await expect(coach.getByText('Built-in suggestions')).toBeVisible();
  await coach.getByLabel('Your wish').fill('Travel more');
  await coach.getByLabel('Your wish').press('Enter');
  const what = coach.getByLabel(/What exactly do you want to do/);
  await expect(what).toBeFocused();
  await what.fill('Visit Japan and see Mount Fuji');
  await coach.getByLabel(/By when do you want to have done it/).fill('within 6 months');
  await expectNoSeriousA11yViolations(page);
  await coach.getByRole('button', { name: 'Continue' }).click();
  const title = 'Visit Japan and see Mount Fuji';
  const proposal = coach.getByRole('article', { name: title, exact: true });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByText('First steps')).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/bucket-list') && response.request().method() === 'POST',
  );
  await coach.getByRole('button', { name: 'Save as goal' }).click();
  expect((await saved).status()).toBe(201);
  await expect(coach).toBeHidden();
  await expect(page.getByText('Goal saved', { exact: true })).toBeVisible();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Clarify a wish' })).toBeFocused();
  await expect(goals.getByRole('article', { name: title, exact: true })).toBeVisible();

  // The travel matcher: preferences in, destinations out, one added.
  await page.getByRole('button', { name: 'Match a travel dream' }).click();
  const matcher = page.getByRole('dialog', { name: 'Travel dream matcher' });
  await matcher.getByLabel('Region').selectOption({ label: 'Asia' });
  await matcher.getByRole('checkbox', { name: 'Food' }).check();
  await matcher.getByRole('button', { name: 'Find destinations' }).click();
  await expect(matcher.getByRole('heading', { name: 'Destinations for you' })).toBeFocused();
  const destinations = matcher.getByRole('article');
  await expect(destinations).toHaveCount(5);
  const first = destinations.first();
  const place = ((await first.getByRole('heading', { level: 4 }).textContent()) ?? '').trim();
  const country = ((await first.locator('p').first().textContent()) ?? '').trim();
  expect(place.length).toBeGreaterThan(0);
  expect(country.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  const added = page.waitForResponse(
    (response) => response.url().endsWith('/api/bucket-list') && response.request().method() === 'POST',
  );
  await first.getByRole('button', { name: 'Add as a Travel goal' }).click();
  expect((await added).status()).toBe(201);
  await expect(first.getByRole('button', { name: 'Added' })).toBeVisible();
  await matcher.getByRole('button', { name: 'Close' }).click();
  await expect(matcher).toBeHidden();
  await expect(goals.getByRole('article', { name: `Visit ${place}, ${country}`, exact: true })).toBeVisible();

  // On a 320 px phone the matcher fits the screen: nothing runs off the side.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: 'Match a travel dream' }).click();
  await matcher.getByRole('button', { name: 'Find destinations' }).click();
  await expect(matcher.getByRole('article')).toHaveCount(5);
  const box = await matcher.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  const overflow = await matcher.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The add-ons to come, linked from the AI ideas screen: announced, nothing to press.
  await page.goto('/ai-ideas');
  await page.getByRole('link', { name: 'AI add-ons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI add-ons' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});
