import type { AiIdea } from '@common/ai';
import { AI_IDEAS_COUNT_DEFAULT } from '@common/ai';
import type { ErrorCode } from '@common/errors';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorCodeKey } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { AlertCircle, Lightbulb, RotateCcw } from 'lucide-react';
import { IdeaCard, type IdeaCardState } from './idea-card';

/** Placeholders shaped like the cards to come, while the engine thinks (the status line says so). */
export function IdeasLoading() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: AI_IDEAS_COUNT_DEFAULT }, (_, index) => (
        // Placeholders have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, never reordered
        <li key={index}>
          <Card className="grid gap-3 p-5">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-2 h-10 w-36" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function IdeasEmpty({ popular }: { popular: boolean }) {
  const { t } = useTranslation('ai');
  return (
    <Alert role="status" className="p-5">
      <Lightbulb aria-hidden="true" />
      <div className="grid gap-1">
        <AlertTitle>{t(popular ? 'empty.popularTitle' : 'empty.title')}</AlertTitle>
        <p>{t(popular ? 'empty.popularText' : 'empty.text')}</p>
      </div>
    </Alert>
  );
}

export function IdeasError({
  title,
  text,
  onRetry,
}: {
  title: string;
  text: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation('ai');
  return (
    <Alert variant="error" role="alert" className="flex-col gap-3 p-5 sm:flex-row sm:items-center">
      <div className="flex flex-1 gap-3">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="grid gap-1">
          <AlertTitle>{title}</AlertTitle>
          <p>{text}</p>
        </div>
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" className="shrink-0" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('error.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** The error text of a code, as the error catalogue words it. */
export function useCodeText(): (code: ErrorCode) => string {
  const { t } = useTranslation(['ai', 'errors']);
  return (code) => t(errorCodeKey(code));
}

export function IdeaList({
  ideas,
  stateOf,
  onAdd,
}: {
  ideas: AiIdea[];
  stateOf: (idea: AiIdea) => IdeaCardState;
  onAdd: (idea: AiIdea) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ideas.map((idea) => (
        <li key={ideaKey(idea)}>
          <IdeaCard idea={idea} state={stateOf(idea)} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
}

/** A catalogue idea by its id; a model's by its words, which is all it has. */
export function ideaKey(idea: AiIdea): string {
  return idea.id ?? `${idea.category}:${idea.title}`;
}
