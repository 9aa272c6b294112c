import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Crown, Lock } from 'lucide-react';
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
  // Laid out as a small card (icon, title, text, then a full-width button) so it reads well in
  // a narrow side column as much as across the page.
  return (
    <Alert variant="warning" role="status" className={cn('flex-col items-stretch gap-3 p-5', className)}>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-card">
          <Lock aria-hidden="true" className="size-4" />
        </span>
        <AlertTitle className="font-semibold text-base">{t('proRequired.title')}</AlertTitle>
      </div>
      <p>{t(`proRequired.text.${feature ?? 'default'}`)}</p>
      <Button asChild className="w-full">
        <Link to="/upgrade">
          <Crown aria-hidden="true" />
          {t('proRequired.upgrade')}
        </Link>
      </Button>
    </Alert>
  );
}
