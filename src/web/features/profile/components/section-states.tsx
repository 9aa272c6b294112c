import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';

/** Placeholder rows while a section's data loads, announced to screen readers. */
export function SectionLoading({
  rows,
  rowClassName,
  className,
}: {
  rows: number;
  rowClassName: string;
  className?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <div role="status" aria-live="polite" className={cn('grid gap-3', className)}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}

/** A section's data could not be read: why, and a way to try again. */
export function SectionLoadError({
  title,
  text,
  onRetry,
}: {
  title?: string;
  text: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorAlert title={title} text={text} />
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
