import { textLinkClass } from '@web/components/ui/text-link';
import { cn } from '@web/lib/utils';
import type { ComponentProps } from 'react';

/** An action inside a form that reads like a link (switch method, resend, go back). */
export function LinkButton({ className, type, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type ?? 'button'}
      className={cn(textLinkClass, 'text-sm disabled:opacity-60', className)}
      {...props}
    />
  );
}
