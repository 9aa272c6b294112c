import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { RotateCw, SearchX } from 'lucide-react';
import { useAdminErrorText } from '../hooks/use-admin-error-text';

/** Grey rows in the list's place while its first page loads; announced once as loading. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {['a', 'b', 'c', 'd', 'e'].map((row) => (
        <Skeleton key={row} className="h-14 w-full" />
      ))}
    </div>
  );
}

export function ListEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-border border-dashed px-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-md text-muted-foreground text-sm">{text}</p>
    </div>
  );
}

export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('people');
  const errorText = useAdminErrorText();
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorAlert title={title} text={errorText(error)} />
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('list.retry')}
      </Button>
    </div>
  );
}
