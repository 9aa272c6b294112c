import type { Goal } from '@common/goals';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Asks before a goal is deleted for good (spec §4). */
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
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('deleteDialog.text', { title: goal.title })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(goal)}>
            <Trash2 aria-hidden="true" />
            {t('deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
