import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type ScanOptions = {
  /** Scan under this system colour scheme (the app follows `prefers-color-scheme`). */
  colorScheme?: 'light' | 'dark';
};

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page, { colorScheme }: ScanOptions = {}) {
  if (colorScheme) {
    await page.emulateMedia({ colorScheme });
    // Colours that follow the scheme ease in (`transition-colors`): scan them once they have settled,
    // not half-way. Only transitions are awaited; they end, unlike a spinner's endless animation.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  }
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `${page.url()}${colorScheme ? ` (${colorScheme})` : ''}`).toEqual([]);
}
