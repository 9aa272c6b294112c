import type { Goal } from '@common/goals';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradePrompt } from '@web/components/ui/upgrade-prompt';
import { toast } from '@web/components/ui/use-toast';
import { useUsage } from '@web/features/goals';
import { useTranslation } from '@web/lib/use-translation';
import { BookmarkPlus } from 'lucide-react';
import { useSaveTemplate } from '../api/save-template';
import { useTemplateErrorText } from '../lib/template-error-text';

export type SaveTemplateDialogProps = {
  goal: Pick<Goal, 'id' | 'title'>;
  onClose: () => void;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
};

/** Keeps a goal as a template (Pro); a free member is shown the way to Pro instead. */
export function SaveTemplateDialog({ goal, onClose, onCloseAutoFocus }: SaveTemplateDialogProps) {
  const { t } = useTranslation(['goals', 'common']);
  const usage = useUsage();
  const pro = usage.data?.entitlements.customTemplates;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-w-lg gap-4 p-4 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle className="pr-8">{t('templates.save.title')}</DialogTitle>
        <DialogDescription className="break-words">
          {t('templates.save.description', { title: goal.title })}
        </DialogDescription>
        {pro === undefined ? (
          <Skeleton className="h-10 w-40" />
        ) : pro ? (
          <SaveTemplateForm goal={goal} onSaved={onClose} />
        ) : (
          <UpgradePrompt text={t('templates.save.upgradeText')} buttonLabel={t('templates.save.upgrade')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SaveTemplateForm({ goal, onSaved }: { goal: SaveTemplateDialogProps['goal']; onSaved: () => void }) {
  const { t } = useTranslation('goals');
  const errorText = useTemplateErrorText();
  const save = useSaveTemplate();
  const onSave = () =>
    save.mutate(goal, {
      onSuccess: () => {
        toast({
          title: t('templates.save.saved'),
          description: t('templates.save.savedText', { title: goal.title }),
          variant: 'success',
        });
        onSaved();
      },
    });
  return (
    <div className="grid gap-4">
      {save.error ? <ErrorAlert title={t('templates.save.failed')} text={errorText(save.error)} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{t('templates.save.cancel')}</Button>
        </DialogClose>
        <Button onClick={onSave} loading={save.isPending}>
          <BookmarkPlus aria-hidden="true" />
          {t('templates.save.confirm')}
        </Button>
      </div>
    </div>
  );
}
