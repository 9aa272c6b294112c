import { useStableHandlers } from '@web/lib/use-stable-handlers';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect } from 'react';

/*
 * Escape closes the dialog or menu opened last.
 *
 * Radix makes a newly shown layer the top one only a render or two after it appears: until then the
 * layer under it (a toast, or the dialog the new one was opened from) still listens for Escape and
 * would close itself instead. Our dialogs and menus join this list in the commit that shows them,
 * and every Radix layer of ours hands an Escape that is not its own to the last one in it.
 */

type Layer = { close: () => void };

const openLayers: Layer[] = [];

type EscapeKeyDown = (event: KeyboardEvent) => void;

/** For a Radix layer's `onEscapeKeyDown`: an Escape that belongs to a later layer goes there. */
export function passEscapeToTopLayer(event: KeyboardEvent, self?: Layer): void {
  const top = openLayers.at(-1);
  if (!top || top === self) return;
  event.preventDefault();
  top.close();
}

/** Joins the list while `open`; answers the handler for the layer's `onEscapeKeyDown`. */
export function useEscapeLayer(open: boolean, close: () => void): EscapeKeyDown {
  // The same object on every render, calling the latest `close`: the list holds it while open.
  const layer: Layer = useStableHandlers({ close });
  useLayoutEffect(() => {
    if (!open) return;
    openLayers.push(layer);
    return () => {
      const at = openLayers.indexOf(layer);
      if (at >= 0) openLayers.splice(at, 1);
    };
  }, [open, layer]);
  return useCallback((event: KeyboardEvent) => passEscapeToTopLayer(event, layer), [layer]);
}

// Radix parts used outside one of our roots keep Radix's own Escape handling.
const LayerEscape = createContext<EscapeKeyDown>(() => {});

/** Around a dialog's or menu's root: the layer is in the list while it is open. */
export function EscapeLayer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const escapeKeyDown = useEscapeLayer(open, () => onOpenChange?.(false));
  return <LayerEscape.Provider value={escapeKeyDown}>{children}</LayerEscape.Provider>;
}

/**
 * The `onEscapeKeyDown` for the content of the nearest `EscapeLayer`; the caller's own handler
 * runs only for an Escape that is this layer's.
 */
export function useLayerEscapeKeyDown(own?: EscapeKeyDown): EscapeKeyDown {
  const layer = useContext(LayerEscape);
  return (event) => {
    layer(event);
    if (!event.defaultPrevented) own?.(event);
  };
}
