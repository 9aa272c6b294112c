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

/** Asks before a memory is deleted for good. */
export function DeleteMemoryDialog({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation('memories');
  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('deleteDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('deleteDialog.text')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('deleteDialog.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>
            <Trash2 aria-hidden="true" />
            {t('deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
