import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@common/limits';
import { cn } from '@web/lib/utils';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * Tooltips open after 700 ms; moving between triggers within 300 ms opens at once. Wrap the part
 * of a screen that shows tooltips in it, not the whole app: at the root it put Radix's tooltip
 * and positioning code in every page's first script.
 */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      {...props}
    />
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs animate-fade-in rounded-md bg-foreground px-3 py-1.5 text-background text-xs shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
