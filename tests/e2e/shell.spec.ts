import type { Page } from '@playwright/test';
import { createVerifiedUser, openDashboardSignedIn } from '../support/e2e-users';
import { expectNoSeriousA11yViolations } from './accessibility';
import { expect, test } from './test';
import { chooseFromUserMenu } from './user-menu';

/** The page scrolls sideways when its content is wider than the window. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Notes whether a loading state ever showed before the page's main heading did. */
async function watchForSpinner(page: Page) {
  await page.addInitScript(() => {
    const state = { sawSpinner: false };
    (window as unknown as { firstPaint: typeof state }).firstPaint = state;
    new MutationObserver(() => {
      if (document.querySelector('main h1')) return;
      if (document.querySelector('#root [role="status"]')?.textContent?.includes('Loading'))
        state.sawSpinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { firstPaint: { sawSpinner: boolean } }).firstPaint.sawSpinner);
}

test('every signed-in page has the one header with the person menu; moving between pages focuses and announces the new page', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Somchai Header');
  await openDashboardSignedIn(page, request, user);
  await expect(page).toHaveTitle('Dashboard · Someday');

  const menu = page.getByRole('button', { name: `Account menu for ${user.name}` });
  for (const path of ['/profile', '/upgrade', '/subscribe', '/ai-ideas', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner'), path).toHaveCount(1);
    await expect(menu, path).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('Language'), path).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // The menu leads to the dashboard and the profile; focus lands on each page's heading.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const welcome = page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` });
  await expect(welcome).toBeFocused();
  await expect(page).toHaveTitle('Dashboard · Someday');
  await expect(page.getByTestId('route-announcer')).toHaveText('Dashboard · Someday');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeFocused();
  await expect(page).toHaveTitle('Profile · Someday');
  await expect(page.getByTestId('route-announcer')).toHaveText('Profile · Someday');

  // A link inside the page does the same.
  await page
    .getByRole('main')
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await expect(welcome).toBeFocused();

  // Titles follow the app's language.
  await page.getByRole('banner').getByLabel('Language').selectOption('th');
  await expect(page).toHaveTitle('แดชบอร์ด · Someday');
  await page.getByRole('banner').getByLabel('ภาษา').selectOption('en');

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});

test('the dashboard loads without the auth library or the billing feature: each comes when it is needed', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  // The chunks vite.config.ts names, with their 8-character hash.
  const authLibrary = (path: string) => /^\/assets\/auth-[\w-]{8}\.js$/.test(path);
  const billingFeature = (path: string) => /^\/assets\/billing-[\w-]{8}\.js$/.test(path);
  const user = await createVerifiedUser(request, 'Lek Light Load');
  await openDashboardSignedIn(page, request, user);
  expect(
    scripts.some((path) => path.includes('/dashboard-')),
    'the dashboard chunk was seen',
  ).toBe(true);
  expect(scripts.filter(authLibrary)).toEqual([]);
  expect(scripts.filter(billingFeature)).toEqual([]);

  // Back from the payment page: the welcome, once, and the address without its mark.
  await page.goto('/dashboard?upgraded=1');
  await expect(page.getByText('Welcome to Pro!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(scripts.filter(billingFeature)).toHaveLength(1);

  await chooseFromUserMenu(page, 'Sign Out');
  await expect(page).toHaveURL(/\/$/);
  expect(scripts.filter(authLibrary)).toHaveLength(1);
  // Signed out for the server too: the dashboard sends the visitor to the landing page.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toHaveCount(0);
});

test('signing in returns to the page that was asked for, never to another site', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'Malee Return');
  await page.goto('/upgrade');
  // A visitor sees the landing page there; its Sign In remembers where they were.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\?mode=login&redirect=%2Fupgrade$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed in already: /account forwards to the requested page, and only to a page of this site.
  await page.goto('/account?mode=login&redirect=%2F%2Fevil.example%2Fphish');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account?mode=login&redirect=%2Fprofile');
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways, and Sign Out stays reachable', async ({ page, request }) => {
    for (const path of ['/', '/account?mode=login', '/account?mode=register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }

    const user = await createVerifiedUser(request, 'Narrow Screen Person With A Long Name');
    // Goal cards, most of them below the screen: the ones not drawn yet keep a card's height.
    for (const title of ['Sail to Koh Tao', 'Learn to dive', 'Climb Doi Inthanon', 'Ride the night train']) {
      const created = await request.post('/api/bucket-list', {
        headers: { origin: process.env.E2E_BASE_URL as string },
        data: { title, category: 'Travel' },
      });
      expect(created.status(), 'the goal was created').toBe(201);
    }
    await openDashboardSignedIn(page, request, user);
    for (const path of ['/dashboard', '/profile', '/upgrade', '/subscribe', '/ai-ideas']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/dashboard') await expect(page.getByRole('article')).toHaveCount(4);
      // The profile's sections arrive after its heading.
      if (path === '/profile')
        await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      if (path === '/dashboard') {
        // An idea, like a card, paints only inside its list item until it is near the screen:
        // the item reaches past the button by the 4 pixels of its focus ring.
        const idea = page.getByRole('button', { name: 'Add Get a pilot license as a goal' });
        const [button, item] = await Promise.all([idea.boundingBox(), idea.locator('..').boundingBox()]);
        expect(button && item && button.x - item.x).toBeGreaterThanOrEqual(4);
        expect(button && item && item.y + item.height - (button.y + button.height)).toBeGreaterThanOrEqual(4);
      }
    }

    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
    await expect(signOut).toBeInViewport({ ratio: 1 });
  });
});

test('dark system setting: dark colours, and text and buttons keep their contrast', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(23, 19, 17)');
  await expectNoSeriousA11yViolations(page, { colorScheme: 'dark' });

  const user = await createVerifiedUser(request, 'Dara Night');
  await openDashboardSignedIn(page, request, user);
  await expectNoSeriousA11yViolations(page, { colorScheme: 'dark' });
});

test.describe('with a Thai browser', () => {
  test.use({ locale: 'th-TH' });

  test('the first visit is in English; a chosen language stays after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Language').selectOption('th');
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.reload();
    await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('someday-language'))).toBe('th');

    // Thai headings get room for stacked tone marks, whatever the heading's own utilities say.
    const ratio = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('main h1') as Element);
      return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
    });
    expect(ratio).toBeGreaterThanOrEqual(1.5);
  });
});

test('first paint: the landing page and the sign-in form show without a loading state first', async ({
  page,
}) => {
  const sawSpinner = await watchForSpinner(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sawSpinner()).toBe(false);

  await page.goto('/account?mode=login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await sawSpinner()).toBe(false);
});
