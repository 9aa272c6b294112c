import { PLAN_LIMITS } from '@common/plans';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Crown, Info } from 'lucide-react';
import { Link } from 'react-router';

/** Shown when the free plan's goals are used up. */
export function GoalLimitWarning({
  id,
  limit,
  showLink = true,
  className,
}: {
  id?: string;
  limit?: number;
  showLink?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('goals');
  return (
    <Alert
      id={id}
      variant="warning"
      role="status"
      className={cn('flex-col gap-3 sm:flex-row sm:items-center', className)}
    >
      <div className="flex flex-1 gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{t('limit.warning', { limit: limit ?? PLAN_LIMITS.free.goalLimit })}</p>
      </div>
      {showLink ? (
        <Button asChild size="sm" className="shrink-0">
          <Link to="/upgrade">
            <Crown aria-hidden="true" />
            {t('limit.upgrade')}
          </Link>
        </Button>
      ) : null}
    </Alert>
  );
}
