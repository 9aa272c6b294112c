import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { Crown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ProNoticeFeature = 'sharing' | 'ai';

/** "This needs Pro" with a link to the upgrade page, for a Pro-only feature a free user reached. */
export function ProRequiredNotice({
  feature,
  className,
}: {
  feature?: ProNoticeFeature;
  className?: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <Alert
      variant="warning"
      role="status"
      className={cn('flex-col gap-3 sm:flex-row sm:items-center', className)}
    >
      <div className="flex flex-1 gap-3">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="grid gap-1">
          <AlertTitle>{t('proRequired.title')}</AlertTitle>
          <p>{t(`proRequired.text.${feature ?? 'default'}`)}</p>
        </div>
      </div>
      <Button asChild size="sm" className="shrink-0">
        <Link to="/upgrade">
          <Crown aria-hidden="true" />
          {t('proRequired.upgrade')}
        </Link>
      </Button>
    </Alert>
  );
}
