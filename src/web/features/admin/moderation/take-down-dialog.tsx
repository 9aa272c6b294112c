import { TAKEDOWN_REASON_MAX } from '@common/moderation';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, useId, useState } from 'react';

type TakeDownDialogProps = {
  title: string;
  description: string;
  /** Said when the reason is left empty; it names what is taken down. */
  reasonRequired: string;
  /** Sends the take-down; a failure keeps the form open (the toast says why). */
  onTakeDown: (reason: string) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
};

/** Why a link or a memory is taken down: a reason is required, and kept with it. */
export function TakeDownDialog({
  title,
  description,
  reasonRequired,
  onTakeDown,
  pending,
  onClose,
}: TakeDownDialogProps) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(reasonRequired);
      return;
    }
    try {
      await onTakeDown(trimmed);
      onClose();
    } catch {
      // The toast says why; the form stays open to try again.
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('dialogs.close')}>
        <DialogTitle className="break-words pr-6">{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={id}>{t('takeDown.reason')}</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={TAKEDOWN_REASON_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="font-medium text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? t('takeDown.sending') : t('takeDown.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
