import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { e2eSeed } from '../support/e2e-seed';
import { signInAdmin } from '../support/e2e-users';
import { SESSION_COOKIE, seedEmail, seedSessionCookie, seedVerifiedUser } from '../support/seed-user';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

const PHOTO = fileURLToPath(new URL('../support/images/sunrise-1600x1200.jpg', import.meta.url));

/**
 * An owner written straight into the e2e server's database, who uploads a picture and gives it
 * to a goal through the API, as the goal dialog would: the subject here is the image library.
 */
async function seedGoalWithImage(request: APIRequestContext, origin: string, title: string) {
  const seed = e2eSeed();
  const owner = await seedVerifiedUser(seed, { email: seedEmail('library-owner'), name: 'Nok Owner' });
  const { value } = await seedSessionCookie(seed, seed.config.authSecret, owner.id);
  const headers = { origin, cookie: `${SESSION_COOKIE}=${value}` };
  const upload = await request.post('/api/media', {
    headers,
    multipart: { file: { name: 'sunrise.jpg', mimeType: 'image/jpeg', buffer: await readFile(PHOTO) } },
  });
  expect(upload.status(), 'the picture was uploaded').toBe(201);
  const image = (await upload.json()) as { id: string; url: string };
  const goal = await request.post('/api/bucket-list', {
    headers,
    data: { title, category: 'Travel', imageId: image.id },
  });
  expect(goal.status(), 'the goal was created').toBe(201);
  const { id } = (await goal.json()) as { id: string };
  return { owner, image, goalId: id, headers };
}

test('an administrator sees a user’s goal picture with its owner in the image library and deletes it', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const title = `Sunrise on Doi Inthanon ${Date.now()}`;
  const { owner, image, goalId, headers } = await seedGoalWithImage(request, origin, title);

  await signInAdmin(page, origin);
  await page.goto('/admin?tab=images');
  await page.getByLabel('Search by owner email').fill(owner.email);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(owner.email);
  const card = page.getByRole('listitem').filter({ hasText: owner.email });
  await expect(card).toHaveCount(1);
  await expect(page.getByText(/^1 file, .+ in total$/)).toBeVisible();
  const thumbnail = card.getByRole('img', { name: `Image uploaded by ${owner.email}` });
  await expect(thumbnail).toBeVisible();
  // The administrator's browser loads another user's file.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: `Picture of “${title}”` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: new RegExp(`Delete the file of ${owner.email}`) }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete this file of ${owner.email}?` });
  await expect(dialog.getByText(/goals using it lose their picture/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete file' }).click();
  await expect(dialog).toBeHidden();
  // Radix also mirrors a toast into its live region, so the text is there twice.
  await expect(page.getByText('File deleted').first()).toBeVisible();
  await expect(page.getByText('No matching files')).toBeVisible();

  // The owner's goal has no picture any more, and the file is gone.
  const goal = await request.get(`/api/bucket-list/${goalId}`, { headers });
  expect(((await goal.json()) as { imageId: string | null }).imageId).toBeNull();
  expect((await request.get(image.url, { headers })).status()).toBe(404);
});
