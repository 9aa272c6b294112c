import { type AiDestination, type AiTravelBody, TRAVEL_RESULTS } from '@common/ai';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { GoalLimitWarning } from '@web/features/goals';
import { errorCodeOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { Info, Loader2, Plane } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useAddSuggestedGoal } from '../api/add-idea';
import { useAiStatus } from '../api/get-ai-status';
import { useMatchTravel } from '../api/match-travel';
import { AiFailure } from './ai-failure';
import { type AiDialogProps, AiToolDialog } from './ai-tool-dialog';
import { DestinationCard, destinationKey } from './destination-card';
import { EngineLabel } from './engine-label';
import type { IdeaCardState } from './idea-card';
import { useCodeText } from './idea-results';
import { TravelPreferencesForm } from './travel-preferences-form';

/** The travel dream matcher: preferences in, the best-fitting destinations out, each addable. */
export function TravelDialog(props: AiDialogProps) {
  const { t } = useTranslation('ai');
  return (
    <AiToolDialog icon={Plane} title={t('travel.title')} description={t('travel.description')} {...props}>
      <TravelMatcher />
    </AiToolDialog>
  );
}

function TravelMatcher() {
  const { t } = useTranslation('ai');
  const codeText = useCodeText();
  const status = useAiStatus(true);
  const travel = useMatchTravel();
  const add = useAddSuggestedGoal();
  const [sent, setSent] = useState<AiTravelBody>();
  // Kept across searches: a destination added once still reads "Added" when it comes back.
  const [cards, setCards] = useState<ReadonlyMap<string, IdeaCardState>>(new Map());
  const [limitReached, setLimitReached] = useState(false);
  const resultsId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The answer lands below the form: focus goes to its heading, which scrolls it into view.
  useEffect(() => {
    if (travel.data) resultsHeading.current?.focus();
  }, [travel.data]);

  const ask = (body: AiTravelBody) => {
    setSent(body);
    travel.mutate(body);
  };
  const setCard = (key: string, state: IdeaCardState) =>
    setCards((current) => new Map(current).set(key, state));
  const onAdd = (destination: AiDestination) => {
    const key = destinationKey(destination);
    const title = t('travel.goalTitle', { name: destination.name, country: destination.country });
    setCard(key, 'adding');
    add.mutateAsync({ title, description: destination.why, category: 'Travel' }).then(
      () => {
        setCard(key, 'added');
        toast({
          title: t('idea.addedToast'),
          description: t('idea.addedToastText', { title }),
          variant: 'success',
        });
      },
      (error: unknown) => {
        setCard(key, 'idle');
        const code = errorCodeOf(error);
        if (code === 'GOAL_LIMIT_REACHED') setLimitReached(true);
        toast({
          title: t('travel.addFailed'),
          description: codeText(code ?? 'INTERNAL_ERROR'),
          variant: 'destructive',
        });
      },
    );
  };

  const destinations = travel.data?.destinations.slice(0, TRAVEL_RESULTS) ?? [];
  return (
    <div className="grid min-w-0 gap-5">
      <EngineLabel
        status={status.data}
        pending={status.isPending}
        answeredBy={travel.data?.engine}
        className="mt-0"
      />
      <TravelPreferencesForm onSubmit={ask} pending={travel.isPending} />
      {limitReached ? <GoalLimitWarning /> : null}
      <section aria-labelledby={travel.isSuccess ? resultsId : undefined} className="grid gap-3">
        {travel.isSuccess ? (
          <h3
            id={resultsId}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-bold text-xl tracking-tight focus:outline-none"
          >
            {t('travel.results')}
          </h3>
        ) : null}
        <p
          role="status"
          className={
            travel.isPending || destinations.length > 0
              ? 'flex items-center gap-2 text-muted-foreground text-sm'
              : 'sr-only'
          }
        >
          {travel.isPending ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {t('travel.searching')}
            </>
          ) : destinations.length > 0 ? (
            t('travel.count', { count: destinations.length })
          ) : null}
        </p>
        {results()}
      </section>
    </div>
  );

  function results() {
    if (travel.isPending) {
      return (
        <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
          {[0, 1].map((place) => (
            <Card key={place} className="grid gap-2 p-4">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-10 w-40" />
            </Card>
          ))}
        </div>
      );
    }
    if (travel.isError) {
      return (
        <AiFailure
          error={travel.error}
          title={t('travel.errorTitle')}
          onRetry={() => (sent ? ask(sent) : undefined)}
        />
      );
    }
    if (!travel.isSuccess) return null;
    if (destinations.length === 0) {
      return (
        <Alert role="status">
          <Info aria-hidden="true" />
          <p>{t('travel.empty')}</p>
        </Alert>
      );
    }
    return (
      <ul className="grid gap-3 sm:grid-cols-2">
        {destinations.map((destination) => (
          <li key={destinationKey(destination)}>
            <DestinationCard
              destination={destination}
              state={cards.get(destinationKey(destination)) ?? 'idle'}
              onAdd={onAdd}
            />
          </li>
        ))}
      </ul>
    );
  }
}
