import type { BrowserContext, Page } from '@playwright/test';

const KEY = 'e2e-toast-titles';

/**
 * Keeps the text of every toast the pages of `context` show, across reloads of the tab. A toast
 * that precedes a navigation (the session-expired notice, one second before the app reloads the
 * landing page) is then checked after it, however slow the machine, instead of racing it.
 */
export async function recordToasts(context: BrowserContext) {
  await context.addInitScript((key) => {
    const seen = (): string[] => JSON.parse(sessionStorage.getItem(key) ?? '[]');
    new MutationObserver(() => {
      const texts = [...document.querySelectorAll('[role="status"], li[data-state="open"]')]
        .map((node) => node.textContent?.trim() ?? '')
        .filter(Boolean);
      const known = seen();
      const fresh = texts.filter((text) => !known.includes(text));
      if (fresh.length > 0) sessionStorage.setItem(key, JSON.stringify([...known, ...fresh]));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, KEY);
}

/** Texts of the toasts shown so far in this tab. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], KEY);
}
