import type { Media } from '@common/media';
import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@common/support';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { RequiredMark, TextField } from '@web/components/ui/text-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useUsage } from '@web/features/goals';
import { i18n } from '@web/lib/i18n';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSendSupportRequest } from '../api/send-support-request';
import { useSupportErrorText } from '../lib/use-support-error-text';
import { MySupportRequests } from './my-support-requests';
import { ScreenshotPicker } from './screenshot-picker';

// The texts travel with this chunk; registering twice is harmless.
addLazyResources(i18n);

type FieldErrors = { subject?: string; message?: string };

/** The profile's Contact support section: the form, then my requests with their answers. */
export function ContactSupport() {
  const { t } = useTranslation('support');
  const usage = useUsage();
  const pro = usage.data?.plan === 'pro';
  return (
    <>
      {pro ? <p className="font-medium text-sm">{t('section.proPriority')}</p> : null}
      <SupportForm />
      <MySupportRequests />
    </>
  );
}

function SupportForm() {
  const { t } = useTranslation('support');
  const errorText = useSupportErrorText();
  const send = useSendSupportRequest();
  const messageId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<Media | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!subject.trim()) found.subject = t('section.form.required');
    else if (subject.trim().length > SUPPORT_SUBJECT_MAX)
      found.subject = t('section.form.tooLong', { max: SUPPORT_SUBJECT_MAX });
    if (!message.trim()) found.message = t('section.form.required');
    else if (message.trim().length > SUPPORT_MESSAGE_MAX)
      found.message = t('section.form.tooLong', { max: SUPPORT_MESSAGE_MAX });
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.subject || found.message) return;
    send.mutate(
      { subject: subject.trim(), message: message.trim(), screenshotId: screenshot?.id ?? null },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          setScreenshot(null);
          toast({ title: t('section.form.sent'), variant: 'success' });
        },
      },
    );
  };

  const messageHintId = `${messageId}-hint`;
  const messageErrorId = `${messageId}-error`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <TextField
        label={t('section.form.subject')}
        hint={t('section.form.subjectHint', { max: SUPPORT_SUBJECT_MAX })}
        error={errors.subject}
        requiredMark
        value={subject}
        maxLength={SUPPORT_SUBJECT_MAX}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div className="grid gap-2">
        <Label htmlFor={messageId}>
          {t('section.form.message')}
          <RequiredMark />
        </Label>
        <Textarea
          id={messageId}
          rows={6}
          value={message}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageHintId} ${messageErrorId}` : messageHintId}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={messageHintId} className="text-muted-foreground text-xs">
          {t('section.form.messageHint', { max: SUPPORT_MESSAGE_MAX })}
        </p>
        {errors.message ? (
          <p id={messageErrorId} className="font-medium text-destructive text-sm">
            {errors.message}
          </p>
        ) : null}
      </div>
      <ScreenshotPicker value={screenshot} onChange={setScreenshot} disabled={send.isPending} />
      {send.isError ? <ErrorAlert title={t('section.form.failed')} text={errorText(send.error)} /> : null}
      <div>
        <Button type="submit" loading={send.isPending}>
          <Send aria-hidden="true" />
          {t('section.form.send')}
        </Button>
      </div>
    </form>
  );
}
