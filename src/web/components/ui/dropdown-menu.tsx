import { cn } from '@web/lib/utils';
import { DropdownMenu as MenuPrimitive, Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { EscapeLayer, useLayerEscapeKeyDown } from './escape-layers';

type MenuState = {
  open: boolean;
  /** Radix's trigger and panel are on the page: the menu has been open once. */
  armed: boolean;
  onOpenChange: (open: boolean) => void;
};

// Outside `DropdownMenu` (Radix's own root), Radix's parts behave as Radix makes them.
const MenuState = createContext<MenuState>({ open: true, armed: true, onOpenChange: () => {} });

/**
 * A menu whose Radix parts come onto the page the first time it opens. Radix's trigger and its
 * closed panel each set state while the page commits (the trigger registers itself as the panel's
 * anchor), which makes React re-render at once and run the commit's effects in the same task: a
 * screen of cards with a menu each was one long task instead of two shorter ones.
 */
export function DropdownMenu({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  // Once open, Radix's trigger stays: swapping it back would drop the button focus returns to.
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  const changeOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const state = useMemo<MenuState>(
    () => ({ open, armed: openedOnce, onOpenChange: changeOpen }),
    [open, openedOnce, changeOpen],
  );
  return (
    <MenuState.Provider value={state}>
      <EscapeLayer open={open} onOpenChange={changeOpen}>
        <MenuPrimitive.Root open={open} onOpenChange={changeOpen} {...props} />
      </EscapeLayer>
    </MenuState.Provider>
  );
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The menu's button. Until the menu first opens it is a plain button that opens it the way Radix's
 * does (a primary press, or Enter, Space or the down arrow); Radix's trigger then takes its place.
 */
export function DropdownMenuTrigger(triggerProps: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const menu = useContext(MenuState);
  if (menu.armed) return <MenuPrimitive.Trigger {...triggerProps} />;
  const { asChild, disabled = false, onPointerDown, onKeyDown, ...props } = triggerProps;
  const Button = asChild ? Slot.Root : 'button';
  return (
    <Button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      disabled={disabled}
      {...props}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (event.defaultPrevented || disabled || event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the press opens the menu, which takes the focus, not the button.
        event.preventDefault();
        menu.onOpenChange(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled || !OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        menu.onOpenChange(true);
      }}
    />
  );
}

/** The menu's panel, on the page only while the menu is open. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const escapeKeyDown = useLayerEscapeKeyDown(onEscapeKeyDown);
  if (!useContext(MenuState).open) return null;
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        onEscapeKeyDown={escapeKeyDown}
        className={cn(
          'z-50 min-w-48 max-w-[calc(100vw-1rem)] animate-fade-in rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 font-medium text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('truncate px-3 py-2 text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
