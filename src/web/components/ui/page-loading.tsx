import { useTranslation } from '@web/lib/use-translation';
import { Loader2 } from 'lucide-react';

/** Full-page pending state, announced politely to screen readers. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 items-center justify-center p-8">
      <div role="status" aria-live="polite" className="flex items-center gap-3 text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-6 animate-spin text-primary" />
        <span>{label ?? t('loading')}</span>
      </div>
    </main>
  );
}
