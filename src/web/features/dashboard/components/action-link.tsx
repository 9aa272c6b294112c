import { Button } from '@web/components/ui/button';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** One of the dashboard's actions that leads to another screen; full width on a phone. */
export function ActionLink({
  to,
  icon: Icon,
  label,
  variant = 'outline',
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  variant?: 'outline' | 'secondary';
}) {
  return (
    <li className="col-span-2 sm:col-span-1">
      <Button asChild variant={variant} size="lg" className="w-full">
        <Link to={to}>
          <Icon aria-hidden="true" />
          {label}
        </Link>
      </Button>
    </li>
  );
}
