import { cn } from '@web/lib/utils';
import type { ComponentProps } from 'react';

/** The page's main landmark, target of the skip link. */
export function PageMain({ className, ...props }: ComponentProps<'main'>) {
  return <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)} {...props} />;
}
