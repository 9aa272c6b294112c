import type { AiClarifiedGoal } from '@common/ai';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { CategoryBadge, GoalLimitWarning } from '@web/features/goals';
import { errorCodeOf } from '@web/lib/error-text';
import { formatCalendarDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { AlertCircle, CalendarDays, RotateCcw, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddSuggestedGoal } from '../api/add-idea';
import { clarifiedGoalToSave } from '../lib/clarity-goal';
import { describeIdeasFailure } from '../lib/ideas-errors';
import { useCodeText } from './idea-results';

/** The coach's goal, to save to the list as it stands or to start over from. */
export function ClarifiedGoalView({
  goal,
  onSaved,
  onStartOver,
}: {
  goal: AiClarifiedGoal;
  onSaved: () => void;
  onStartOver: () => void;
}) {
  const { t, i18n } = useTranslation('ai');
  const save = useAddSuggestedGoal();
  const [limitReached, setLimitReached] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), steps: useId() };
  const targetDate = formatCalendarDate(goal.targetDate, i18n.resolvedLanguage);

  // It replaces the questions the user just answered: focus lands on what they came for.
  useEffect(() => heading.current?.focus(), []);

  const onSave = () => {
    if (save.isPending) return;
    setLimitReached(false);
    save.mutateAsync(clarifiedGoalToSave(goal, t('clarity.firstSteps'))).then(
      () => {
        toast({
          title: t('clarity.savedToast'),
          description: t('clarity.savedToastText', { title: goal.title }),
          variant: 'success',
        });
        onSaved();
      },
      (error: unknown) => {
        if (errorCodeOf(error) === 'GOAL_LIMIT_REACHED') setLimitReached(true);
      },
    );
  };

  return (
    <div className="grid gap-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="font-semibold text-muted-foreground text-sm focus:outline-none"
      >
        {t('clarity.goalTitle')}
      </h3>
      <Card className="grid min-w-0 gap-3 p-4 sm:p-5" role="article" aria-labelledby={ids.title}>
        <CategoryBadge category={goal.category} className="justify-self-start" />
        <p id={ids.title} className="break-words font-semibold text-lg leading-snug">
          {goal.title}
        </p>
        {goal.description ? (
          <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{goal.description}</p>
        ) : null}
        {targetDate ? (
          <p className="flex items-center gap-2 text-sm">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="text-muted-foreground">{t('clarity.targetDate')}:</span>
            <span className="font-medium">{targetDate}</span>
          </p>
        ) : null}
        {goal.firstSteps.length > 0 ? (
          <div className="grid gap-1">
            <p id={ids.steps} className="font-medium text-sm">
              {t('clarity.firstSteps')}
            </p>
            <ol aria-labelledby={ids.steps} className="list-decimal space-y-1 pl-5 text-sm">
              {goal.firstSteps.map((step) => (
                <li key={step} className="break-words">
                  {step}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </Card>
      {limitReached ? <GoalLimitWarning /> : save.isError ? <SaveFailed error={save.error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" />
          {t('clarity.startOver')}
        </Button>
        <Button
          type="button"
          aria-disabled={save.isPending || undefined}
          aria-busy={save.isPending || undefined}
          className="aria-disabled:opacity-70"
          onClick={onSave}
        >
          <Save aria-hidden="true" />
          {t(save.isPending ? 'clarity.saving' : 'clarity.save')}
        </Button>
      </div>
    </div>
  );
}

/** Why the save failed, in the error catalogue's words. */
function SaveFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('ai');
  const codeText = useCodeText();
  const failure = describeIdeasFailure(error);
  const text =
    failure.kind === 'signedOut'
      ? t('error.signedOutText')
      : codeText(failure.kind === 'retry' ? failure.code : (errorCodeOf(error) ?? 'INTERNAL_ERROR'));
  return (
    <Alert variant="error" role="alert">
      <AlertCircle aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{t('clarity.saveFailed')}</AlertTitle>
        <p>{text}</p>
      </div>
    </Alert>
  );
}
