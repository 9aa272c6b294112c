import { fileURLToPath } from 'node:url';
import { createVerifiedUser, openDashboardSignedIn } from '../support/e2e-users';
import { fakeMp4 } from '../support/videos';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

const PHOTO = fileURLToPath(new URL('../support/images/sunrise-1600x1200.jpg', import.meta.url));

// A 404 (no share link yet, a revoked link) is logged by the browser as a failed resource load;
// that is expected here. Any other console error is a failure.
const isExpected404 = (text: string) => text.includes('Failed to load resource') && text.includes('404');

test('a user keeps memories of a goal, shares the public ones and revokes the link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected404(message.text())) consoleErrors.push(message.text());
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createVerifiedUser(request, 'Nok Memorykeeper');
  const title = 'Ride a balloon over Cappadocia';
  const photoCaption = 'Sunrise over the valley';
  const noteCaption = 'Private diary entry';

  await openDashboardSignedIn(page, request, user);
  // Sharing is a Pro feature: the user upgrades first, through the demo checkout.
  const upgraded = await page.request.post('/api/billing/demo-checkout', {
    headers: { origin: baseURL as string },
  });
  expect(upgraded.ok()).toBe(true);

  // A goal, then its scrapbook from the goal card.
  await page.getByRole('button', { name: 'Add Goal', exact: true }).click();
  const addGoal = page.getByRole('dialog', { name: 'Add Goal' });
  await addGoal.getByLabel('Title').fill(title);
  await addGoal.getByLabel(/^Category/).selectOption('Travel');
  await addGoal.getByRole('button', { name: 'Save Goal' }).click();
  await expect(addGoal).toBeHidden();
  const card = page
    .getByRole('region', { name: 'Your goals' })
    .getByRole('article', { name: title, exact: true });
  // The scrapbook is in the card's menu, next to Delete.
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: `Open the scrapbook of ${title}` }).click();
  await expect(page).toHaveURL(/\/goals\/[^/]+\/scrapbook$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const memories = page.getByRole('region', { name: 'Memories' });
  await expect(memories.getByText('No memories yet')).toBeVisible();

  // A public photo: compressed in the browser, uploaded, then saved as a memory.
  await memories.getByRole('button', { name: 'Add Memory' }).first().click();
  const addMemory = page.getByRole('dialog', { name: 'Add Memory' });
  await expect(addMemory.getByRole('radio', { name: 'Photo' })).toBeChecked();
  const upload = page.waitForResponse(
    (response) => response.url().endsWith('/api/media') && response.request().method() === 'POST',
  );
  // A styled button opens the file dialog; what was chosen is shown before it is saved.
  await expect(addMemory.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
  await addMemory.getByLabel('Photo file').setInputFiles(PHOTO);
  await expect(addMemory.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(addMemory.getByText('sunrise-1600x1200.jpg')).toBeVisible();
  await expect(addMemory.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  await addMemory.getByLabel('Caption').fill(photoCaption);
  await addMemory.getByLabel('Tags').fill('sunrise');
  await addMemory.getByLabel('Tags').press('Enter');
  await addMemory.getByLabel('Tags').fill('balloon,');
  await expect(addMemory.getByRole('button', { name: 'Remove tag sunrise' })).toBeVisible();
  await expect(addMemory.getByRole('button', { name: 'Remove tag balloon' })).toBeVisible();
  const publicSwitch = addMemory.getByRole('switch', { name: 'Public' });
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'false');
  await publicSwitch.click();
  await expect(publicSwitch).toHaveAttribute('aria-checked', 'true');
  await addMemory.getByRole('button', { name: 'Save Memory' }).click();
  const media = (await (await upload).json()) as { kind: string; width: number };
  expect(media).toMatchObject({ kind: 'image', width: 1200 });
  await expect(addMemory).toBeHidden();
  // Focus goes back to the button that opened the dialog, not to the page.
  await expect(memories.getByRole('button', { name: 'Add Memory' }).first()).toBeFocused();
  const photoCard = memories.getByRole('article', { name: photoCaption, exact: true });
  await expect(photoCard).toBeVisible();
  await expect(photoCard.getByText('#sunrise')).toBeVisible();
  await expect(photoCard.getByRole('switch', { name: `Public: ${photoCaption}` })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // A public video. There is no ffmpeg here to make a real clip, so the file is an MP4 the server
  // accepts by its magic bytes (`ftyp`) that the browser cannot decode: poster extraction fails,
  // and the upload goes on without a poster, which the server allows.
  const videoCaption = 'Take-off clip';
  await memories.getByRole('button', { name: 'Add Memory' }).first().click();
  await addMemory.getByRole('radio', { name: 'Video' }).check();
  const videoField = addMemory.getByLabel('Video file');
  await expect(videoField).toHaveAttribute('accept', 'video/mp4,video/webm');
  const videoUpload = page.waitForResponse(
    (response) => response.url().includes('/api/media?kind=video') && response.request().method() === 'POST',
  );
  await videoField.setInputFiles({ name: 'take-off.mp4', mimeType: 'video/mp4', buffer: fakeMp4(64 * 1024) });
  await addMemory.getByLabel('Caption').fill(videoCaption);
  await addMemory.getByRole('switch', { name: 'Public' }).click();
  // The upload is held until its progress bar has been seen, which a local upload would outrun.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  const isVideoUpload = (url: URL) =>
    url.pathname === '/api/media' && url.searchParams.get('kind') === 'video';
  await page.route(isVideoUpload, async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await addMemory.getByRole('button', { name: 'Save Memory' }).click();
  await expect(addMemory.getByRole('progressbar', { name: 'Uploading the video' })).toBeVisible();
  await expect(addMemory.getByText(/^Uploading… \d+%$/)).toBeVisible();
  releaseUpload();
  const video = (await (await videoUpload).json()) as { kind: string };
  await page.unroute(isVideoUpload);
  expect(video.kind).toBe('video');
  await expect(addMemory).toBeHidden();
  const videoCard = memories.getByRole('article', { name: videoCaption, exact: true });
  await expect(videoCard.getByText('Video', { exact: true })).toBeVisible();
  await videoCard.getByRole('button', { name: `Play video ${videoCaption}` }).click();
  const player = page.getByRole('dialog', { name: videoCaption });
  await expect(player.locator('video')).toHaveAttribute('src', /\/media\//);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await expect(videoCard.getByRole('button', { name: `Play video ${videoCaption}` })).toBeFocused();

  // A private note written in the rich-text editor (the note kind replaces the file field).
  await memories.getByRole('button', { name: 'Add Memory' }).first().click();
  await addMemory.getByRole('radio', { name: 'Note' }).check();
  const editor = addMemory.getByRole('textbox', { name: 'Note' });
  await expect(editor).toBeVisible();
  await editor.click();
  await addMemory.getByRole('button', { name: 'Bold' }).click();
  await expect(addMemory.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('Windy morning.');
  await editor.press('Enter');
  await editor.pressSequentially('We watched the balloons rise.');
  await addMemory.getByLabel('Caption').fill(noteCaption);
  await expect(addMemory.getByRole('switch', { name: 'Public' })).toHaveAttribute('aria-checked', 'false');
  await addMemory.getByRole('button', { name: 'Save Memory' }).click();
  await expect(addMemory).toBeHidden();
  const noteCard = memories.getByRole('article', { name: noteCaption, exact: true });
  await expect(noteCard.getByText('We watched the balloons rise.')).toBeVisible();
  await expect(noteCard.locator('strong', { hasText: 'Windy morning.' })).toBeVisible();
  await expect(noteCard.getByRole('switch', { name: `Public: ${noteCaption}` })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // Filters.
  await memories.getByRole('button', { name: /^Notes/ }).click();
  await expect(noteCard).toBeVisible();
  await expect(photoCard).toHaveCount(0);
  await memories.getByRole('button', { name: /^All/ }).click();
  await expect(photoCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A share link, 30 days by default, prefilled with the goal's title.
  const sharePanel = page.getByRole('region', { name: 'Share this scrapbook' });
  await expect(sharePanel.getByText('Only public memories are visible through the link.')).toBeVisible();
  await expect(sharePanel.getByLabel('Share title')).toHaveValue(title);
  await expect(sharePanel.getByLabel('Link expires')).toHaveValue('30');
  await sharePanel.getByLabel('Description (optional)').fill('Our trip in pictures.');
  await sharePanel.getByRole('button', { name: 'Create Share Link' }).click();
  const linkField = sharePanel.getByLabel('Share link');
  await expect(linkField).toHaveValue(/\/shared\/[^/?#]+$/);
  // Creating says so where the user is looking, and focus lands on Copy, the next thing to do.
  await expect(sharePanel.getByRole('status').filter({ hasText: 'Share link created' })).toBeVisible();
  await expect(sharePanel.getByRole('button', { name: 'Copy' })).toBeFocused();
  await expect(sharePanel.getByText('0 views')).toBeVisible();
  await expect(sharePanel.getByText(/^Expires /)).toBeVisible();
  await sharePanel.getByRole('button', { name: 'Copy' }).click();
  // Radix also mirrors a toast into its live region, so the text is there twice.
  await expect(page.getByText('Link copied').first()).toBeVisible();
  const shareUrl = await linkField.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  const sharePath = new URL(shareUrl, baseURL).pathname;

  // A visitor without a session sees the public photo, not the private note.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Our trip in pictures.')).toBeVisible();
  await expect(visitor.getByText('Travel', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Recently')).toBeVisible();
  const sharedPhoto = visitor.getByRole('article', { name: photoCaption, exact: true });
  await expect(sharedPhoto).toBeVisible();
  await expect(sharedPhoto.getByText('Photo', { exact: true })).toBeVisible();
  const sharedImage = sharedPhoto.locator('img');
  await expect
    .poll(() => sharedImage.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const sharedVideo = visitor.getByRole('article', { name: videoCaption, exact: true });
  await sharedVideo.getByRole('button', { name: `Play video ${videoCaption}` }).click();
  await expect(visitor.getByRole('dialog', { name: videoCaption }).locator('video')).toHaveAttribute(
    'src',
    /share=/,
  );
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('article', { name: noteCaption })).toHaveCount(0);
  await expect(visitor.getByText('We watched the balloons rise.')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Create Your Own' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);

  // The owner revokes the link (after changing their mind once); the visitor's reload finds nothing.
  const revokeButton = sharePanel.getByRole('button', { name: 'Revoke link' });
  await revokeButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(revokeButton).toBeFocused();
  await revokeButton.click();
  await confirm.getByRole('button', { name: 'Revoke link' }).click();
  await expect(confirm).toBeHidden();
  await expect(sharePanel.getByRole('button', { name: 'Create Share Link' })).toBeVisible();
  await expect(sharePanel.getByRole('heading', { name: 'Share this scrapbook' })).toBeFocused();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Scrapbook Not Found' })).toBeVisible();
  await expect(visitor.getByText('This shared scrapbook may have expired or been removed.')).toBeVisible();
  await visitorContext.close();

  // Delete the note, after confirming.
  await noteCard.getByRole('button', { name: `Delete ${noteCaption}` }).click();
  const deleteConfirm = page.getByRole('alertdialog', { name: 'Delete this memory?' });
  await deleteConfirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(noteCard).toHaveCount(0);
  await expect(photoCard).toBeVisible();
  // The card next to the deleted one takes focus.
  await expect(page.locator('article:focus')).toHaveCount(1);

  expect(consoleErrors).toEqual([]);
});
