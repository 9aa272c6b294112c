import { expect, type Page } from '@playwright/test';

/** Opens the signed-in header's person menu and picks an item, as a user would. */
export async function chooseFromUserMenu(page: Page, item: 'Dashboard' | 'Profile' | 'Sign Out') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  await entry.click();
}
