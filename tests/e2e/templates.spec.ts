import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { signInMember } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

const PHOTO = fileURLToPath(new URL('../support/images/sunrise-1600x1200.jpg', import.meta.url));

test('a Pro member saves a goal as a template, finds it first under “Need inspiration?”, edits it and adds a goal from it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  await signInMember(page, origin, { label: 'templates', name: 'Mali Planner', pro: true });
  // A goal with a picture and two milestones, made through the API as the dialogs would.
  const headers = { origin };
  const upload = await page.request.post('/api/media', {
    headers,
    multipart: { file: { name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer: await readFile(PHOTO) } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()) as { id: string };
  const title = 'Walk the Camino de Santiago';
  const created = await page.request.post('/api/bucket-list', {
    headers,
    data: { title, category: 'Travel', imageId: image.id, description: 'All the way to the ocean' },
  });
  expect(created.status()).toBe(201);
  const { id: goalId } = (await created.json()) as { id: string };
  for (const step of ['Buy walking boots', 'Get a pilgrim passport']) {
    const added = await page.request.post(`/api/bucket-list/${goalId}/milestones`, {
      headers,
      data: { title: step },
    });
    expect(added.status()).toBe(201);
  }

  // On a 320 px phone.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/dashboard');
  const inspiration = page.getByRole('region', { name: 'Need inspiration?' });
  await expect(inspiration.getByText(/Save one of your goals as a template/)).toBeVisible();

  const goals = page.getByRole('region', { name: 'Your goals' });
  const card = goals.getByRole('article', { name: title });
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Save ${title} as a template` }).click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await expect(save).toContainText('the titles of its milestones and its picture');
  await save.getByRole('button', { name: 'Save template' }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText('Saved as a template', { exact: true })).toBeVisible();

  // Mine come first, with the picture, before the samples.
  const mine = inspiration.getByRole('list', { name: 'Your templates' });
  const use = mine.getByRole('button', { name: `Start a goal from your template ${title}` });
  await expect(use).toBeVisible();
  await expect(use.locator('img')).toHaveAttribute('src', `/media/${image.id}/thumb`);
  await expect(use).toContainText('2 milestones');
  const buttons = inspiration.getByRole('button');
  await expect(buttons.first()).toHaveAccessibleName(`Start a goal from your template ${title}`);
  await expect(inspiration.getByRole('button', { name: 'Add Get a pilot license as a goal' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousA11yViolations(page);

  // Edit by keyboard: a new name, and the passport milestone removed.
  await mine.getByRole('button', { name: `Edit the template ${title}` }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit template' });
  const renamed = 'Walk the Camino again';
  await edit.getByLabel(/^Title/).fill(renamed);
  await edit.getByRole('button', { name: 'Remove milestone 2' }).click();
  await expect(edit.getByRole('textbox', { name: /^Milestone/ })).toHaveCount(1);
  await expect(edit.getByRole('textbox', { name: 'Milestone 1' })).toHaveValue('Buy walking boots');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const renamedUse = mine.getByRole('button', { name: `Start a goal from your template ${renamed}` });
  await expect(renamedUse).toContainText('1 milestone');

  // Starting a goal from it adds the goal with its picture and milestone, and moves focus to it.
  await renamedUse.click();
  await expect(page.getByText('Goal added', { exact: true })).toBeVisible();
  const started = goals.getByRole('article', { name: renamed });
  await expect(started).toBeFocused();
  await expect(started.getByText('0 of 1')).toBeVisible();
  await expect(started.locator('img')).toHaveAttribute('src', new RegExp(`/media/${image.id}`));

  // The template goes after a confirmation; the goals stay.
  await mine.getByRole('button', { name: `Delete the template ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this template?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template deleted', { exact: true })).toBeVisible();
  await expect(inspiration.getByText(/Save one of your goals as a template/)).toBeVisible();
  await expect(started).toBeVisible();
  await expect(card).toBeVisible();
});

test('a free member is shown the way to Pro instead of saving a template', async ({ page, baseURL }) => {
  const origin = baseURL as string;
  await signInMember(page, origin, { label: 'templates-free', name: 'Free Fon' });
  const title = 'Learn to juggle';
  const created = await page.request.post('/api/bucket-list', {
    headers: { origin },
    data: { title, category: 'Skills' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  const inspiration = page.getByRole('region', { name: 'Need inspiration?' });
  await expect(inspiration.getByRole('button', { name: 'Add Get a pilot license as a goal' })).toBeVisible();
  await expect(inspiration.getByText('Your templates')).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Your goals' }).getByRole('article', { name: title });
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Save ${title} as a template` }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/upgrade');
  await expect(dialog.getByRole('button', { name: 'Save template' })).toHaveCount(0);
});
