import { cn } from '@web/lib/utils';
import type { ComponentProps } from 'react';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground text-xs [&_svg]:size-3.5 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
