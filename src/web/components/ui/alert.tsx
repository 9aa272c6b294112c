import { cn } from '@web/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

const alertVariants = cva(
  'flex gap-3 rounded-xl border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-border bg-muted text-foreground',
        error: 'border-destructive/40 bg-red-50 text-red-900',
        success: 'border-success/30 bg-success-soft text-green-900',
        warning: 'border-amber-300 bg-warning-soft text-warning-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

/** A message box; pass role="alert" for errors that must be announced when they appear. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}
