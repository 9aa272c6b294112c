import type { MilestoneProgress as Progress } from '@common/milestones';
import { Progress as Bar } from '@web/components/ui/progress';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { useId } from 'react';

/**
 * "2 of 3" and a bar, for a goal with milestones; nothing for a goal without. Its texts live in
 * the goals catalogue, which every page has (the dashboard, the shared page).
 */
export function MilestoneProgress({
  progress,
  className,
}: {
  progress: Progress | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('goals');
  const labelId = useId();
  if (!progress || progress.total <= 0) return null;
  const count = t('milestoneProgress.count', { done: progress.done, total: progress.total });
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="text-muted-foreground">
          {t('milestoneProgress.label')}
        </span>
        <span className="font-medium tabular-nums">{count}</span>
      </div>
      <Bar
        value={progress.done}
        max={progress.total}
        fullIsAlarm={false}
        aria-labelledby={labelId}
        aria-valuetext={count}
      />
    </div>
  );
}
