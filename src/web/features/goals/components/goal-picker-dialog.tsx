import type { Goal } from '@common/goals';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from '@web/lib/use-translation';
import { ChevronRight, CircleCheck } from 'lucide-react';
import { CategoryBadge } from './category-badge';
import { GoalVisual } from './goal-visual';

/** "Edit Goals": choose which goal to open in the edit dialog. */
export function GoalPickerDialog({
  goals,
  onPick,
  onClose,
  onCloseAutoFocus,
}: {
  goals: Goal[];
  onPick: (goal: Goal) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('goals');
  const { t: tCommon } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={tCommon('actions.close')} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="grid gap-1.5 pr-6">
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.description')}</DialogDescription>
        </div>
        {goals.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-6 text-center text-muted-foreground">
            {t('picker.empty')}
          </p>
        ) : (
          <ul className="grid gap-2">
            {goals.map((goal) => (
              <li key={goal.id}>
                <button
                  type="button"
                  onClick={() => onPick(goal)}
                  className="flex w-full items-center gap-3 rounded-xl border border-border bg-card p-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="size-14 shrink-0 overflow-hidden rounded-lg">
                    <GoalVisual src={goal.thumbUrl} category={goal.category} iconClassName="size-6" />
                  </span>
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="truncate font-semibold">{goal.title}</span>
                    <span className="flex flex-wrap items-center gap-2">
                      <CategoryBadge category={goal.category} />
                      {goal.status === 'completed' ? (
                        <span className="inline-flex items-center gap-1 text-success text-xs">
                          <CircleCheck aria-hidden="true" className="size-3.5" />
                          {t('picker.completed')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
