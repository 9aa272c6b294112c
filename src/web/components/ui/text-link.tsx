import { cn } from '@web/lib/utils';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export const textLinkClass =
  'rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/** An in-app link styled as text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClass, className)} {...props} />;
}
