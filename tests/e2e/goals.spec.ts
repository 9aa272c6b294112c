import { fileURLToPath } from 'node:url';
import { createVerifiedUser, openDashboardSignedIn } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

// Most people have not asked for reduced motion: this journey keeps smooth scrolling, animated
// dialogs and the confetti that every other spec runs without.
test.use({ reducedMotion: 'no-preference' });

// A target year the date field offers whenever the suite runs (it offers this year to + 50).
const TARGET_YEAR = String(new Date().getFullYear() + 4);

const PHOTO = fileURLToPath(new URL('../support/images/sunrise-1600x1200.jpg', import.meta.url));

test('a user adds a goal with a photo, edits it, completes it, restores it, plays it and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const user = await createVerifiedUser(request, 'Mali Goalsetter');
  const title = 'Fly over Chiang Mai at sunrise';
  const renamed = 'Fly over Chiang Mai at sunset';

  await page.goto('/account?mode=login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(page.getByText('Your bucket list is empty')).toBeVisible();

  // Add: the 1600 × 1200 photo is made 1200 × 900 in the browser before it is uploaded.
  await page.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Goal' });
  await expect(addDialog).toBeVisible();
  await addDialog.getByLabel('Title').fill(title);
  await addDialog.getByLabel('Description').fill('A hot-air balloon ride over the old city.');
  await addDialog.getByLabel(/^Category/).selectOption('Adventure');
  const targetDate = addDialog.getByRole('group', { name: 'Target date' });
  await targetDate.getByRole('combobox', { name: 'Day' }).selectOption('15');
  await targetDate.getByRole('combobox', { name: 'Month' }).selectOption('June');
  await targetDate.getByRole('combobox', { name: 'Year' }).selectOption(TARGET_YEAR);
  const upload = page.waitForResponse(
    (response) => response.url().endsWith('/api/media') && response.request().method() === 'POST',
  );
  await addDialog.getByLabel('Upload image').setInputFiles(PHOTO);
  const media = (await (await upload).json()) as { width: number; height: number; mime: string };
  expect(media).toMatchObject({ width: 1200, height: 900 });
  await expect(addDialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await expect(addDialog.getByText('Image ready')).toBeVisible();
  await addDialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(addDialog).toBeHidden();

  const yourGoals = page.getByRole('region', { name: 'Your goals' });
  const card = yourGoals.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Adventure')).toBeVisible();
  await expect(card.getByText(`Target: 15 Jun ${TARGET_YEAR}`)).toBeVisible();
  const thumb = card.locator('img');
  await expect(thumb).toHaveAttribute('src', /^\/media\/[^/]+\/thumb$/);
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // Edit: change the title.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(editDialog.getByLabel('Title')).toHaveValue(title);
  const editDate = editDialog.getByRole('group', { name: 'Target date' });
  await expect(editDate.getByRole('combobox', { name: 'Day' })).toHaveValue('15');
  await expect(editDate.getByRole('combobox', { name: 'Month' })).toHaveValue('6');
  await expect(editDate.getByRole('combobox', { name: 'Year' })).toHaveValue(TARGET_YEAR);
  await expect(editDialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await editDialog.getByLabel('Title').fill(renamed);
  await editDialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(editDialog).toBeHidden();
  const renamedCard = yourGoals.getByRole('article', { name: renamed, exact: true });
  await expect(renamedCard).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);

  // Done: confetti, and the goal moves to the completed list.
  await renamedCard.getByRole('button', { name: `Mark ${renamed} as done` }).click();
  await expect(page.getByTestId('confetti-canvas')).toBeVisible();
  const completedGoals = page.getByRole('region', { name: 'Completed goals' });
  const completedCard = completedGoals.getByRole('article', { name: renamed, exact: true });
  await expect(completedCard).toBeVisible();
  await expect(completedCard.getByText(/^Completed /)).toBeVisible();
  await expect(yourGoals.getByRole('article', { name: renamed, exact: true })).toHaveCount(0);
  // The pressed button went with the card: focus follows the card instead of falling to the page.
  await expect(completedCard).toBeFocused();

  // With every goal done the dashboard celebrates and offers the slideshow of completed goals.
  await expect(page.getByText('You have ticked off everything on your list!')).toBeVisible();
  await expect(page.getByText('Your bucket list is empty')).toHaveCount(0);
  await yourGoals.getByRole('button', { name: 'Play completed goals' }).click();
  const completedShow = page.getByRole('dialog', { name: 'Slideshow of your completed goals' });
  await expect(completedShow.getByRole('heading', { name: renamed })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(completedShow).toBeHidden();

  // Restore: back among the active goals.
  await completedCard.getByRole('button', { name: `Restore ${renamed}` }).click();
  const restoredCard = yourGoals.getByRole('article', { name: renamed, exact: true });
  await expect(restoredCard).toBeVisible();
  await expect(completedGoals.getByRole('article', { name: renamed, exact: true })).toHaveCount(0);
  await expect(restoredCard).toBeFocused();
  await expect(restoredCard).toBeInViewport();

  // Slideshow of the active goals; Escape closes it.
  await page.getByRole('button', { name: 'Play Slideshow' }).click();
  await page
    .getByRole('dialog', { name: 'Play a slideshow' })
    .getByRole('button', { name: 'Play your goals' })
    .click();
  const slideshow = page.getByRole('dialog', { name: 'Slideshow of your goals' });
  await expect(slideshow.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(slideshow.getByText('1 / 1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slideshow).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play Slideshow' })).toBeFocused();

  // The card's rarer actions live in its menu, which works from the keyboard.
  const moreButton = restoredCard.getByRole('button', { name: `More actions for ${renamed}` });
  await moreButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: `Open the scrapbook of ${renamed}` })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: `Delete ${renamed}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(moreButton).toBeFocused();

  // Delete from the menu; cancelling first gives focus back to the menu's button.
  await moreButton.click();
  await page.getByRole('menuitem', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this goal?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(moreButton).toBeFocused();
  await moreButton.click();
  await page.getByRole('menuitem', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: renamed, exact: true })).toHaveCount(0);
  await expect(page.getByText('Your bucket list is empty')).toBeVisible();
  // No card is left to take its place: the list's heading has focus, the toast says what happened.
  await expect(page.getByRole('heading', { name: 'Your goals' })).toBeFocused();

  // Thai labels.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('th');
  await expect(page.getByRole('button', { name: 'เพิ่มเป้าหมาย', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'เป้าหมายของคุณ' })).toBeVisible();
  await expect(page.getByText('บักเก็ตลิสต์ของคุณยังว่างอยู่')).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test('the add dialog refuses a file that is not an image and asks for the required fields', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Somchai Checker');
  // On a phone.
  await page.setViewportSize({ width: 375, height: 667 });
  await openDashboardSignedIn(page, request, user);

  await page.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Goal' });
  // The form is taller than the screen; Save and Cancel stay in view without scrolling.
  await expect(dialog.getByRole('button', { name: 'Save Goal' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  // The date is picked day, month, year in the app's language, whatever the browser's locale;
  // it counts only once all three are chosen, and Clear takes it away.
  const targetDate = dialog.getByRole('group', { name: 'Target date' });
  await targetDate.getByRole('combobox', { name: 'Day' }).selectOption('15');
  await targetDate.getByRole('combobox', { name: 'Month' }).selectOption('June');
  await expect(targetDate.getByText('Choose the day, month and year to set the date.')).toBeVisible();
  await targetDate.getByRole('combobox', { name: 'Year' }).selectOption(TARGET_YEAR);
  await expect(targetDate.getByText('Choose the day, month and year to set the date.')).toBeHidden();
  await targetDate.getByRole('button', { name: 'Clear date' }).click();
  await expect(targetDate.getByRole('combobox', { name: 'Month' })).toHaveValue('');
  await expect(targetDate.getByRole('combobox', { name: 'Day' })).toBeFocused();
  await dialog.getByLabel('Upload image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByRole('alert')).toContainText('Invalid File Type');
  await expect(dialog.getByRole('alert')).toContainText('Please select an image file (JPG, PNG, GIF, etc.)');

  await dialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await expect(dialog.getByText('Please choose a category.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A template fills the dialog in.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Learn to play the piano as a goal' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Learn to play the piano');
  await expect(dialog.getByLabel(/^Category/)).toHaveValue('Learning');
  await dialog.getByRole('button', { name: 'Save Goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Learn to play the piano', exact: true })).toBeVisible();
});
