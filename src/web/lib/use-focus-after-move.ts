import { useCallback, useEffect, useRef, useState } from 'react';

/** Where focus goes once the lists have re-rendered: an element by id, scrolled into view. */
type Pending = { id: string; fallbackId?: string };

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A goal that is marked done, restored or deleted leaves its list, and the button that was
 * pressed goes with it; focus would fall to the page. This moves focus to the element asked for
 * (the moved card, or the next card after a delete) as soon as it is on the page, and scrolls it
 * into view. `fallbackId` is used if the element never appears (the move failed and was undone).
 */
export function useFocusAfterMove(giveUpAfterMs = 3000) {
  const [pending, setPending] = useState<Pending | null>(null);
  const startedAt = useRef(0);

  const focusElement = useCallback((id: string, fallbackId?: string) => {
    startedAt.current = Date.now();
    setPending({ id, fallbackId });
  }, []);
  const cancel = useCallback(() => setPending(null), []);

  // Runs after every render while a request waits: the list that receives the card renders it
  // one update after the click (the optimistic cache write is asynchronous).
  useEffect(() => {
    if (!pending) return;
    const element = document.getElementById(pending.id);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setPending(null);
      return;
    }
    const timer = setTimeout(
      () => {
        const fallback = pending.fallbackId ? document.getElementById(pending.fallbackId) : null;
        fallback?.focus();
        setPending(null);
      },
      Math.max(0, giveUpAfterMs - (Date.now() - startedAt.current)),
    );
    return () => clearTimeout(timer);
  });

  return { focusElement, cancel };
}
