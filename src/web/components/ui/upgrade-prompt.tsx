import { cn } from '@web/lib/utils';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

/** What a free member sees in place of a Pro feature: why it is closed, and the way to Pro. */
export function UpgradePrompt({
  text,
  buttonLabel,
  className,
}: {
  text: ReactNode;
  buttonLabel: ReactNode;
  /** For a box that must match the rounding of the dialog around it. */
  className?: string | undefined;
}) {
  return (
    <div className={cn('grid gap-3 rounded-lg bg-muted p-4', className)}>
      <p className="text-sm">{text}</p>
      <Button asChild className="justify-self-start">
        <Link to="/upgrade">
          <Crown aria-hidden="true" />
          {buttonLabel}
        </Link>
      </Button>
    </div>
  );
}
