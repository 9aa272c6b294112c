import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useTranslation } from '@web/lib/use-translation';
import { Trash2 } from 'lucide-react';

/** Asks before a memory is deleted for good. */
export function DeleteMemoryDialog({
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  onConfirm: () => void;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('memories');
  return (
    <ConfirmDialog
      title={t('deleteDialog.title')}
      description={t('deleteDialog.text')}
      cancelLabel={t('deleteDialog.cancel')}
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t('deleteDialog.confirm')}
        </>
      }
      onConfirm={onConfirm}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
