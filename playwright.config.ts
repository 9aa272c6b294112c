import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when Playwright's own browser build is absent (no browser downloads here).
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/**
 * Specs that change what every visitor sees (feature switches, published documents, site settings,
 * the landing background): they must not run beside specs that read those pages.
 */
const SITE_WIDE = /(super-admin|documents|admin-area|background-images)\.spec\.ts$/;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  // Two browsers at once: most of a browser test is waiting on the page, so the second one fills
  // the gaps. Specs that change what every visitor sees run afterwards, one at a time.
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app scrolls smoothly and animates dialogs: on a busy machine a click was aimed at a
    // button that a scroll then moved away, and the form was never sent. With reduced motion every
    // scroll and animation is instant. The goals journey keeps full motion, the common case.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE, use: browser },
    { name: 'site-wide', testMatch: SITE_WIDE, use: browser, workers: 1, dependencies: ['chromium'] },
  ],
});
