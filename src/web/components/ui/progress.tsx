import { cn } from '@web/lib/utils';
import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * A bar with role="progressbar"; leave `value` null for work of unknown length. A full bar is
 * red (a quota used up) unless `fullIsAlarm` is false (an upload that finished sending).
 */
export function Progress({
  className,
  value,
  max = 100,
  fullIsAlarm = true,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { fullIsAlarm?: boolean }) {
  const known = value !== null && value !== undefined;
  const percent = known && max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <ProgressPrimitive.Root
      value={known ? Math.min(value, max) : null}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-300',
          known ? null : 'w-1/3 animate-pulse',
          known && fullIsAlarm && percent >= 100 ? 'bg-destructive' : null,
        )}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
}
