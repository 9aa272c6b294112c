import type { Goal } from '@common/goals';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTranslation } from '@web/lib/use-translation';
import { Trash2 } from 'lucide-react';

/** Asks before a goal is deleted for good. */
export function DeleteGoalDialog({
  goal,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  goal: Goal;
  onConfirm: (goal: Goal) => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('goals');
  return (
    <ConfirmDialog
      title={t('deleteDialog.title')}
      description={t('deleteDialog.text', { title: goal.title })}
      cancelLabel={t('deleteDialog.cancel')}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t('deleteDialog.confirm')}
        </>
      }
      onConfirm={() => onConfirm(goal)}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
