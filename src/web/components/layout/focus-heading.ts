/** How long a new page may take to show its heading (a lazy chunk, a first fetch). */
const WAIT_FOR_HEADING_MS = 10_000;

function mainHeading(root: Document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1');
}

function focusHeading(heading: HTMLElement): void {
  // Headings take focus from script only; keep them out of the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Focuses the page's main heading as soon as it is in the document, then calls `onFocused`.
 * Returns a cancel function (the next navigation cancels the wait of the previous one).
 */
export function focusHeadingWhenShown(root: Document, onFocused: () => void): () => void {
  const found = mainHeading(root);
  if (found) {
    focusHeading(found);
    onFocused();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading(root);
    if (!heading) return;
    stop();
    focusHeading(heading);
    onFocused();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root.body, { childList: true, subtree: true });
  return stop;
}
