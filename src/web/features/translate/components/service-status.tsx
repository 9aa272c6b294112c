import type { TranslationStatus } from '@common/translate';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';

/** A coloured dot and its words: checking, available (by which engine), or unavailable. */
export function ServiceStatus({
  status,
  pending,
}: {
  status: TranslationStatus | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('translate');
  const available = status?.available === true;
  const state = pending ? 'checking' : available ? 'available' : 'unavailable';
  return (
    <p role="status" data-state={state} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 shrink-0 rounded-full',
          state === 'checking' && 'animate-pulse bg-muted-foreground',
          state === 'available' && 'bg-success',
          state === 'unavailable' && 'bg-destructive',
        )}
      />
      <span className={cn('font-medium', state === 'unavailable' && 'text-destructive')}>
        {t(`status.${state}`)}
      </span>
      {available && status && status.engine !== 'none' ? (
        <span className="text-muted-foreground">
          {t('status.by', { engine: t(`engines.${status.engine}`) })}
        </span>
      ) : null}
    </p>
  );
}
