import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a Pro member makes a category of their own, gives it to a goal and filters the dashboard by it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInMember(page, baseURL as string, { label: 'categories', name: 'Mali Sorter', pro: true });
  const headers = { origin: baseURL as string };
  for (const [title, category] of [
    ['Camp by Lake Kawaguchi', 'Travel'],
    ['Learn to play the saxophone', 'Skills'],
  ]) {
    const created = await page.request.post('/api/bucket-list', { data: { title, category }, headers });
    expect(created.status()).toBe(201);
  }

  // The layout holds at the narrowest phone width.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/dashboard');
  const goals = page.getByRole('region', { name: 'Your goals' });
  const lake = goals.getByRole('article', { name: 'Camp by Lake Kawaguchi' });
  const sax = goals.getByRole('article', { name: 'Learn to play the saxophone' });
  await expect(lake).toBeVisible();
  await expect(sax).toBeVisible();

  // Make the category in "My categories", with the keyboard for the icon and the colour.
  await page.getByRole('button', { name: 'My categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'My categories' });
  await expect(dialog.getByText('No categories of your own yet.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekend trips');
  await dialog.getByRole('radio', { name: 'Star' }).focus();
  await expect(dialog.getByRole('radio', { name: 'Star' })).toBeChecked();
  // Tent is the fourth icon after the star: arrow keys move through the choices.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Tent' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Blue' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add category' }).click();
  const list = dialog.getByRole('list', { name: 'My categories' });
  await expect(list.getByRole('listitem')).toHaveText([/Weekend trips/]);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Give it to a goal in the goal form.
  await lake.getByRole('button', { name: 'Edit Camp by Lake Kawaguchi' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Goal' });
  await form.getByRole('combobox', { name: 'My category' }).selectOption({ label: 'Weekend trips' });
  await form.getByRole('button', { name: 'Save Goal' }).click();
  await expect(form).toBeHidden();
  await expect(lake.getByText('Weekend trips')).toBeVisible();
  await page.reload();
  await expect(lake.getByText('Weekend trips')).toBeVisible();
  await expect(sax.getByText('Weekend trips')).toHaveCount(0);

  // Filter the dashboard by it, then by a built-in category, then show all again.
  const filter = page.getByRole('combobox', { name: 'Show category' });
  await filter.selectOption({ label: 'Weekend trips' });
  await expect(page).toHaveURL(/customCategory=/);
  await expect(page.getByText('Showing goals in Weekend trips.')).toBeVisible();
  await expect(lake).toBeVisible();
  await expect(sax).toBeHidden();
  await expect(page.getByText('No completed goals in this category.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await filter.selectOption({ label: 'Skills' });
  await expect(sax).toBeVisible();
  await expect(lake).toBeHidden();

  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(lake).toBeVisible();
  await expect(sax).toBeVisible();
  await expect(page).not.toHaveURL(/category=/i);
});
