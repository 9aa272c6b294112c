import type { GoalStatus } from '@common/goals';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useTranslation } from '@web/lib/use-translation';
import { CircleCheck, Play } from 'lucide-react';
import { useId } from 'react';

const CHOICES = [
  { status: 'active', icon: Play, label: 'slideshowPicker.active', text: 'slideshowPicker.activeText' },
  {
    status: 'completed',
    icon: CircleCheck,
    label: 'slideshowPicker.completed',
    text: 'slideshowPicker.completedText',
  },
] as const;

/** "Play Slideshow": your goals or your completed goals. */
export function SlideshowPickerDialog({
  onPick,
  onClose,
  onCloseAutoFocus,
}: {
  onPick: (status: GoalStatus) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('goals');
  const { t: tCommon } = useTranslation();
  const baseId = useId();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={tCommon('actions.close')} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="grid gap-1.5 pr-6">
          <DialogTitle>{t('slideshowPicker.title')}</DialogTitle>
          <DialogDescription>{t('slideshowPicker.description')}</DialogDescription>
        </div>
        <div className="grid gap-3">
          {CHOICES.map(({ status, icon: Icon, label, text }) => (
            <button
              key={status}
              type="button"
              aria-describedby={`${baseId}-${status}`}
              onClick={() => onPick(status)}
              className="flex items-center gap-4 rounded-xl border border-border bg-card p-4 text-left hover:border-primary hover:bg-secondary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(label)}</span>
                <span id={`${baseId}-${status}`} className="text-muted-foreground text-sm">
                  {t(text)}
                </span>
              </span>
            </button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
