import sharp from 'sharp';
import { signInAdmin, visitorPage } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';

/** A bright photo: the hero's text must stay readable on it through the dark layer. */
function brightPhoto() {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f8f4e8' } })
    .jpeg()
    .toBuffer();
}

test('an administrator uploads a background image, shows it, and visitors see it behind the hero', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL as string;
  await signInAdmin(page, origin, { name: 'Busaba Backgrounds' });
  await page.goto('/admin?tab=backgrounds');
  await expect(page.getByRole('heading', { level: 2, name: 'Background images' })).toBeVisible();

  await page.getByLabel('Image file').setInputFiles({
    name: 'bright.jpg',
    mimeType: 'image/jpeg',
    buffer: await brightPhoto(),
  });
  await expect(page.getByText('Image added').first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Background images, in order' });
  const item = list.getByRole('listitem').last();
  const name = await item.getByRole('heading').textContent();
  const number = name?.replace(/\D/g, '') ?? '';

  await item.getByLabel('Description in English').fill('Morning light over the rice fields');
  await item.getByLabel('Description in Thai').fill('แสงยามเช้าเหนือทุ่งนา');
  await item.getByRole('button', { name: `Save the descriptions of image ${number}` }).click();
  await expect(page.getByText('Descriptions saved').first()).toBeVisible();
  await item.getByRole('button', { name: `Show image ${number} on the landing page` }).click();
  await expect(item.getByText('Shown on the landing page')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  try {
    // A fresh browser: the public answer may be cached for a few minutes.
    const visitor = await visitorPage(browser, origin);
    await visitor.goto('/');
    const hero = visitor.locator('section[data-hero]');
    const background = hero.getByRole('img', { name: 'Morning light over the rice fields' });
    await expect(background).toBeVisible();
    await expect(background).toHaveAttribute('src', /^\/api\/background-images\/files\/[\w-]+$/);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Turn someday into your best days' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await expectNoSeriousA11yViolations(visitor, { colorScheme: 'dark' });
    await visitor.context().close();
  } finally {
    // Later specs see the landing page's usual look again.
    await item.getByRole('button', { name: `Delete image ${number}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
    await expect(page.getByText('Image deleted').first()).toBeVisible();
  }
  await expect(list.getByRole('heading', { name: `Image ${number}` })).toHaveCount(0);
});
