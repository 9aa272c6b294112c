import type { AdminSupportRequest } from '@common/support';
import { SUPPORT_ANSWER_MAX } from '@common/support';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, useId, useState } from 'react';
import { useSupportErrorText } from '../lib/use-support-error-text';

/** Writes the answer to one request; it is mailed to the sender when sent. */
export function AnswerDialog({
  request,
  onAnswer,
  onClose,
}: {
  request: AdminSupportRequest;
  /** Sends the answer; resolves when the server took it. */
  onAnswer: (answer: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const errorText = useSupportErrorText();
  const id = useId();
  const [answer, setAnswer] = useState(request.answer ?? '');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    setPending(true);
    setProblem(null);
    try {
      await onAnswer(answer.trim());
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('queue.cancel')}>
        <DialogTitle className="break-words pr-6">
          {t('queue.answerLabel', { subject: request.subject })}
        </DialogTitle>
        <DialogDescription className="whitespace-pre-wrap break-words">{request.message}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Label htmlFor={id}>{t('queue.answerField')}</Label>
          <Textarea
            id={id}
            rows={8}
            value={answer}
            maxLength={SUPPORT_ANSWER_MAX}
            aria-invalid={empty || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setAnswer(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {t('queue.answerHint', { email: request.user.email, max: SUPPORT_ANSWER_MAX })}
          </p>
          {empty ? <ErrorAlert text={t('section.form.required')} /> : null}
          {problem ? <ErrorAlert title={t('queue.failed.answer')} text={problem} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('queue.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('queue.sendAnswer')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
