import {
  type AiClarityBody,
  CLARITY_ANSWER_MAX,
  CLARITY_QUESTION_MAX,
  CLARITY_QUESTIONS_MAX,
  CLARITY_ROUND_MAX,
  CLARITY_WISH_MAX,
} from '@common/ai';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { Loader2, MessageCircleQuestion, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useClarifyWish } from '../api/clarify-wish';
import { useAiStatus } from '../api/get-ai-status';
import { AiFailure } from './ai-failure';
import { type AiDialogProps, AiToolDialog } from './ai-tool-dialog';
import { ClarifiedGoalView } from './clarified-goal-view';
import { EngineLabel } from './engine-label';

/** The wish clarity coach: a wish, the coach's questions about it, then the goal it comes to. */
export function ClarityDialog(props: AiDialogProps) {
  const { t } = useTranslation('ai');
  return (
    <AiToolDialog
      icon={MessageCircleQuestion}
      title={t('clarity.title')}
      description={t('clarity.description')}
      {...props}
    >
      <ClarityCoach onSaved={props.onClose} />
    </AiToolDialog>
  );
}

type Answer = AiClarityBody['answers'][number];

function ClarityCoach({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('ai');
  const status = useAiStatus(true);
  const clarity = useClarifyWish();
  const [wish, setWish] = useState('');
  // Every answer given so far, sent again with each round: the coach keeps no conversation.
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [drafts, setDrafts] = useState<string[]>([]);
  const [sent, setSent] = useState<AiClarityBody>();
  const ids = { wish: useId(), answer: useId(), questions: useId() };
  const wishInput = useRef<HTMLInputElement>(null);
  const firstAnswer = useRef<HTMLInputElement>(null);

  const answer = clarity.data;
  const questions = answer && 'questions' in answer ? answer.questions.slice(0, CLARITY_QUESTIONS_MAX) : [];
  const goal = answer && 'goal' in answer ? answer.goal : undefined;

  // Each step's content replaces the last one's: focus goes to where the user goes on.
  useEffect(() => {
    if (answer && 'questions' in answer) firstAnswer.current?.focus();
  }, [answer]);

  const send = (body: AiClarityBody) => {
    setSent(body);
    clarity.mutate(body);
  };
  const onWish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = wish.trim();
    if (!trimmed) return;
    setAnswers([]);
    send({ wish: trimmed, answers: [] });
  };
  const onAnswers = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const round = questions.map((question, index) => ({
      question: question.slice(0, CLARITY_QUESTION_MAX),
      answer: (drafts[index] ?? '').trim(),
    }));
    // The server takes so many answers at most; the latest say the most about the wish.
    const all = [...answers, ...round].slice(-CLARITY_ROUND_MAX);
    setAnswers(all);
    setDrafts([]);
    send({ wish: sent?.wish ?? wish.trim(), answers: all });
  };
  const startOver = () => {
    clarity.reset();
    setWish('');
    setAnswers([]);
    setDrafts([]);
    setSent(undefined);
    // The wish field comes back with the next render.
    requestAnimationFrame(() => wishInput.current?.focus());
  };

  return (
    <div className="grid min-w-0 gap-4">
      <EngineLabel
        status={status.data}
        pending={status.isPending}
        answeredBy={undefined}
        fallsBack={false}
        className="mt-0"
      />
      {sent && !clarity.isIdle ? (
        <p className="break-words rounded-xl bg-muted px-4 py-3 text-sm">
          <span className="font-semibold">{t('clarity.wish')}: </span>
          {sent.wish}
        </p>
      ) : null}
      <p
        role="status"
        className={clarity.isPending ? 'flex items-center gap-2 text-muted-foreground text-sm' : 'sr-only'}
      >
        {clarity.isPending ? (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {t('clarity.thinking')}
          </>
        ) : null}
      </p>
      {content()}
    </div>
  );

  function content() {
    if (clarity.isIdle) {
      return (
        <form onSubmit={onWish} className="grid gap-3">
          <div className="grid gap-2">
            <Label htmlFor={ids.wish}>{t('clarity.wish')}</Label>
            <Input
              id={ids.wish}
              ref={wishInput}
              required
              autoFocus
              maxLength={CLARITY_WISH_MAX}
              placeholder={t('clarity.wishPlaceholder')}
              value={wish}
              onChange={(event) => setWish(event.target.value)}
            />
          </div>
          <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
            <Send aria-hidden="true" />
            {t('clarity.ask')}
          </Button>
        </form>
      );
    }
    if (clarity.isPending) {
      return (
        <div aria-hidden="true" className="grid gap-3">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-11 w-full" />
        </div>
      );
    }
    if (clarity.isError) {
      return (
        <div className="grid gap-3">
          <AiFailure
            error={clarity.error}
            title={t('clarity.errorTitle')}
            onRetry={() => (sent ? send(sent) : undefined)}
          />
          <StartOver onClick={startOver} />
        </div>
      );
    }
    if (goal) return <ClarifiedGoalView goal={goal} onSaved={onSaved} onStartOver={startOver} />;
    return (
      <form onSubmit={onAnswers} aria-labelledby={ids.questions} className="grid gap-4">
        <div className="grid gap-1">
          <h3 id={ids.questions} className="font-semibold">
            {t('clarity.questionsTitle')}
          </h3>
          <p className="text-muted-foreground text-sm">{t('clarity.questionsHint')}</p>
        </div>
        {questions.map((question, index) => (
          <div key={question} className="grid gap-2">
            <Label htmlFor={`${ids.answer}-${index}`} className="leading-snug">
              {question}
            </Label>
            <Input
              id={`${ids.answer}-${index}`}
              ref={index === 0 ? firstAnswer : undefined}
              maxLength={CLARITY_ANSWER_MAX}
              placeholder={t('clarity.answer')}
              value={drafts[index] ?? ''}
              onChange={(event) => {
                const next = [...drafts];
                next[index] = event.target.value;
                setDrafts(next);
              }}
            />
          </div>
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <StartOver onClick={startOver} />
          <Button type="submit">
            <Send aria-hidden="true" />
            {t('clarity.continue')}
          </Button>
        </div>
      </form>
    );
  }
}

function StartOver({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('ai');
  return (
    <Button type="button" variant="ghost" onClick={onClick} className="sm:justify-self-start">
      {t('clarity.startOver')}
    </Button>
  );
}
