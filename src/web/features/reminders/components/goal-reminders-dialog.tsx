import type { Goal } from '@common/goals';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { UpgradePrompt } from '@web/components/ui/upgrade-prompt';
import { toast } from '@web/components/ui/use-toast';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { formatCalendarDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useGoalReminders, useSaveGoalReminders } from '../api/goal-reminders';
import { useReminderSettings } from '../api/reminder-settings';
import { type ReminderChoice, ReminderChoices } from './reminder-choices';

// This dialog's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

export type GoalRemindersDialogProps = {
  goal: Pick<Goal, 'id' | 'title' | 'targetDate'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the user's plan has reminders; undefined while it is not known yet. */
  pro: boolean | undefined;
};

/** When to be reminded of one goal's target date, by mail (Pro). */
export function GoalRemindersDialog({ goal, open, onOpenChange, pro }: GoalRemindersDialogProps) {
  const { t, i18n: language } = useTranslation('reminders');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')} className="max-w-lg gap-3 p-4 sm:p-6">
        <DialogTitle className="pr-8">{t('dialog.title')}</DialogTitle>
        <DialogDescription className="break-words">
          {t('dialog.description', {
            title: goal.title,
            date: formatCalendarDate(goal.targetDate, language.language) ?? '',
          })}
        </DialogDescription>
        {pro === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : pro ? (
          <GoalRemindersForm goal={goal} onSaved={() => onOpenChange(false)} />
        ) : (
          <UpgradePrompt text={t('dialog.proOnly')} buttonLabel={t('dialog.upgrade')} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GoalRemindersForm({
  goal,
  onSaved,
}: {
  goal: GoalRemindersDialogProps['goal'];
  onSaved: () => void;
}) {
  const { t } = useTranslation(['reminders', 'errors']);
  const settings = useReminderSettings();
  const reminders = useGoalReminders(goal.id);
  const save = useSaveGoalReminders(goal.id);
  const [choice, setChoice] = useState<ReminderChoice>();

  useEffect(() => {
    if (reminders.data && !choice) {
      setChoice({ daysBefore: reminders.data.daysBefore, onTheDay: reminders.data.onTheDay });
    }
  }, [reminders.data, choice]);

  if (reminders.isError) return <ErrorAlert text={t('reminders:dialog.loadError')} />;
  if (!choice || !reminders.data) return <Skeleton className="h-24 w-full" />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice, {
      onSuccess: () => {
        toast({ title: t('reminders:dialog.saved'), variant: 'success' });
        onSaved();
      },
      onError: (error) =>
        toast({
          title: t('reminders:dialog.failed'),
          description: t(errorCodeKey(errorCodeOf(error) ?? 'INTERNAL_ERROR')),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {settings.data && !settings.data.enabled ? (
        <p className="rounded-lg bg-muted p-3 text-sm">
          {t('reminders:dialog.allOff')}{' '}
          <Link to="/profile#profile-reminders" className="font-medium underline underline-offset-4">
            {t('reminders:dialog.openProfile')}
          </Link>
        </p>
      ) : null}
      <ReminderChoices legend={t('reminders:dialog.legend')} value={choice} onChange={setChoice} />
      {reminders.data.followsDefault ? (
        <p className="text-muted-foreground text-sm">{t('reminders:dialog.followsDefault')}</p>
      ) : null}
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        {t('reminders:dialog.save')}
      </Button>
    </form>
  );
}
