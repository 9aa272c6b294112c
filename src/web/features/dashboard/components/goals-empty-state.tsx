import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { Map as MapIcon, PartyPopper, Play, Plus } from 'lucide-react';

/**
 * No active goals. With completed goals that is a win, not an empty list: it celebrates and
 * offers the slideshow of what was done.
 */
export function GoalsEmptyState({
  onAdd,
  allDone = false,
  onPlayCompleted,
}: {
  onAdd: () => void;
  allDone?: boolean;
  onPlayCompleted?: () => void;
}) {
  const { t } = useTranslation('goals');
  const Icon = allDone ? PartyPopper : MapIcon;
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-border border-dashed bg-card px-6 py-12 text-center sm:py-16">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h3 className="mt-5 font-semibold text-lg">
        {allDone ? t('lists.allDoneTitle') : t('lists.emptyTitle')}
      </h3>
      <p className="mt-2 max-w-md text-muted-foreground">
        {allDone ? t('lists.allDoneText') : t('lists.emptyText')}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        {allDone && onPlayCompleted ? (
          <Button onClick={onPlayCompleted}>
            <Play aria-hidden="true" />
            {t('lists.allDonePlay')}
          </Button>
        ) : null}
        <Button variant={allDone ? 'outline' : 'secondary'} onClick={onAdd}>
          <Plus aria-hidden="true" />
          {allDone ? t('lists.allDoneAdd') : t('lists.emptyAction')}
        </Button>
      </div>
    </div>
  );
}
