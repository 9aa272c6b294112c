import { createVerifiedUser, fixtureAddress, openDashboardSignedIn } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

test('a user breaks a goal into milestones, ticks them off, reorders them by keyboard and by dragging, and marks the goal done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request, 'Nok Planner');
  const title = 'Walk the Camino de Santiago';
  const created = await request.post('/api/bucket-list', {
    headers: { origin: process.env.E2E_BASE_URL as string, 'x-forwarded-for': fixtureAddress() },
    data: { title, category: 'Travel' },
  });
  expect(created.status()).toBe(201);
  // The layout holds at the narrowest phone width.
  await page.setViewportSize({ width: 320, height: 700 });
  await openDashboardSignedIn(page, request, user);

  const card = page.getByRole('region', { name: 'Your goals' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Milestones of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Milestones' });
  await expect(dialog.getByText(/No milestones yet/)).toBeVisible();

  const field = dialog.getByRole('textbox', { name: 'New milestone' });
  const list = dialog.getByRole('list', { name: `Milestones of ${title}` });
  for (const [index, step] of ['Buy walking boots', 'Get a pilgrim passport', 'Book the flight'].entries()) {
    await field.fill(step);
    await field.press('Enter');
    await expect(list.getByRole('listitem')).toHaveCount(index + 1);
    await expect(field).toHaveValue('');
  }
  await expect(dialog.getByText('0 of 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing sticks out sideways at 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await dialog.getByRole('checkbox', { name: 'Buy walking boots' }).check();
  await dialog.getByRole('checkbox', { name: 'Get a pilgrim passport' }).check();
  await expect(dialog.getByText('2 of 3')).toBeVisible();

  // Reorder with the keyboard: "Book the flight" moves up above the passport.
  await dialog.getByRole('checkbox', { name: 'Book the flight' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(dialog.getByText('Book the flight moved to position 2 of 3.')).toBeAttached();
  await expect(list.getByRole('listitem')).toHaveText([
    /Buy walking boots/,
    /Book the flight/,
    /Get a pilgrim passport/,
  ]);
  await expect(dialog.getByRole('checkbox', { name: 'Book the flight' })).toBeFocused();

  // And by the drag handle: the passport is dragged onto the first row.
  const handle = dialog.getByRole('button', { name: /^Drag to reorder Get a pilgrim passport/ });
  const firstRow = list.getByRole('listitem').first();
  const from = await handle.boundingBox();
  const to = await firstRow.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 8 });
  await page.mouse.up();
  const newOrder = [/Get a pilgrim passport/, /Buy walking boots/, /Book the flight/];
  await expect(list.getByRole('listitem')).toHaveText(newOrder);
  await expect(dialog.getByText('Get a pilgrim passport moved to position 1 of 3.')).toBeAttached();

  // Closed, the card tells the progress; the order survives a reload.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByText('2 of 3')).toBeVisible();
  await expect(card.getByRole('progressbar', { name: 'Milestones done' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await page.reload();
  await expect(card.getByText('2 of 3')).toBeVisible();
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Milestones of ${title}` }).click();
  await expect(list.getByRole('listitem')).toHaveText(newOrder);

  // The last tick offers to mark the goal done, with the card's confetti.
  await expect(dialog.getByRole('button', { name: 'Mark the goal done' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Book the flight' }).check();
  await expect(dialog.getByText('Every milestone is done!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark the goal done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('confetti-canvas')).toBeVisible();
  const done = page.getByRole('region', { name: 'Completed goals' }).getByRole('article', { name: title });
  await expect(done).toBeVisible();
  await expect(done.getByText('3 of 3')).toBeVisible();
});
