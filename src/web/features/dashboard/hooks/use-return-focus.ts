import { useCallback, useRef } from 'react';

/**
 * Our dialogs open from state, not from a Radix trigger, so Radix would drop focus on the body
 * when one closes. This remembers what had focus when a dialog was opened from the page and
 * gives it back on close (or, if that element is gone, to a fallback). When one dialog leads to
 * the next (picker, then edit), the closing one leaves focus to the one now open.
 */
export function useReturnFocus(fallback: () => HTMLElement | null, isDialogOpen: () => boolean) {
  const origin = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    origin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      if (isDialogOpen()) {
        event.preventDefault();
        return;
      }
      const target = origin.current?.isConnected ? origin.current : fallback();
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [fallback, isDialogOpen],
  );
  return { remember, onCloseAutoFocus };
}
