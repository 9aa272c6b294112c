import { useCallback, useRef } from 'react';

/**
 * The element a dialog should give focus back to. A dialog opened from a menu item is really
 * opened by the menu's button: the item is gone once the menu closes.
 */
export function focusOrigin(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return active === document.body ? null : active;
}

/**
 * Our dialogs open from state, not from a Radix trigger, so Radix would drop focus on the body
 * when one closes. This remembers what had focus when a dialog was opened from the page and
 * gives it back on close (or, if that element is gone, to a fallback). When one dialog leads to
 * the next (picker, then edit), the closing one leaves focus to the one now open; when the page
 * has already put focus somewhere on purpose (the next card after a delete), it stays there.
 */
export function useReturnFocus(
  fallback: () => HTMLElement | null,
  isDialogOpen: () => boolean = () => false,
) {
  const origin = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    origin.current = focusOrigin(document.activeElement);
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      if (isDialogOpen()) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const container = event.currentTarget instanceof Node ? event.currentTarget : null;
      if (active instanceof HTMLElement && active !== document.body && !container?.contains(active)) {
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
