import type { AiIdea } from '@common/ai';
import { CATEGORIES, type Category } from '@common/goals';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { ProRequiredNotice } from '@web/features/billing';
import { GoalLimitWarning } from '@web/features/goals';
import { errorCodeOf } from '@web/lib/error-text';
import { useTranslation } from '@web/lib/use-translation';
import { Info, Loader2, Search, Shuffle, TrendingUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAddIdea } from '../api/add-idea';
import { useAiStatus } from '../api/get-ai-status';
import { type IdeasRequest, useIdeas } from '../api/get-ideas';
import { describeIdeasFailure } from '../lib/ideas-errors';
import { EngineLabel } from './engine-label';
import type { IdeaCardState } from './idea-card';
import { IdeaList, IdeasEmpty, IdeasError, IdeasLoading, ideaKey, useCodeText } from './idea-results';

/** The tools (category, surprise, popular) and what they found, for a Pro member while AI is on. */
export function IdeasExplorer() {
  const { t } = useTranslation(['ai', 'goals']);
  const codeText = useCodeText();
  const status = useAiStatus(true);
  const ideas = useIdeas();
  const add = useAddIdea();
  const [request, setRequest] = useState<IdeasRequest>();
  const [category, setCategory] = useState<Category | ''>('');
  // Kept across answers: a catalogue idea added once still reads "Added" when it comes back.
  const [cards, setCards] = useState<ReadonlyMap<string, IdeaCardState>>(new Map());
  const [limitReached, setLimitReached] = useState(false);
  const ids = { category: useId(), results: useId(), tools: useId() };
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const ask = (next: IdeasRequest) => {
    setRequest(next);
    ideas.mutate(next);
  };
  const onCategory = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (category) ask({ mode: 'category', category });
  };

  const stateOf = (idea: AiIdea) => cards.get(ideaKey(idea)) ?? 'idle';
  const setCard = (key: string, state: IdeaCardState) =>
    setCards((current) => new Map(current).set(key, state));
  const onAdd = (idea: AiIdea) => {
    const key = ideaKey(idea);
    setCard(key, 'adding');
    // mutateAsync: each card hears about its own add, however many run at once.
    add.mutateAsync(idea).then(
      () => {
        setCard(key, 'added');
        toast({
          title: t('idea.addedToast'),
          description: t('idea.addedToastText', { title: idea.title }),
          variant: 'success',
        });
      },
      (error: unknown) => {
        setCard(key, 'idle');
        const code = errorCodeOf(error);
        if (code === 'GOAL_LIMIT_REACHED') setLimitReached(true);
        toast({
          title: t('idea.addFailed'),
          description: codeText(code ?? 'INTERNAL_ERROR'),
          variant: 'destructive',
        });
      },
    );
  };

  const resultsTitle = !request
    ? undefined
    : request.mode === 'category' && request.category
      ? t('results.category', { category: t(`goals:categories.${request.category}`) })
      : t(request.mode === 'popular' ? 'results.popular' : 'results.surprise');

  return (
    <div className="grid gap-8">
      <section aria-labelledby={ids.tools} className="grid gap-4">
        <h2 id={ids.tools} className="sr-only">
          {t('tools.title')}
        </h2>
        <EngineLabel status={status.data} pending={status.isPending} answeredBy={ideas.data?.engine} />
        <div className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 lg:grid-cols-[1fr_auto] lg:items-end">
          <form onSubmit={onCategory} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={ids.category}>{t('tools.category')}</Label>
              <NativeSelect
                id={ids.category}
                required
                value={category}
                onChange={(event) => setCategory(event.target.value as Category | '')}
              >
                <option value="" disabled>
                  {t('tools.categoryPlaceholder')}
                </option>
                {CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`goals:categories.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline" className="h-11">
              <Search aria-hidden="true" />
              {t('tools.showCategory')}
            </Button>
          </form>
          <div className="grid gap-2 sm:grid-cols-2 lg:flex">
            <Button size="lg" className="h-11 min-h-11" onClick={() => ask({ mode: 'surprise' })}>
              <Shuffle aria-hidden="true" />
              {t('tools.surprise')}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              className="h-11 min-h-11"
              onClick={() => ask({ mode: 'popular' })}
            >
              <TrendingUp aria-hidden="true" />
              {t('tools.popular')}
            </Button>
          </div>
        </div>
      </section>

      {limitReached ? <GoalLimitWarning /> : null}

      <section aria-labelledby={request ? ids.results : undefined}>
        {resultsTitle ? (
          <h2
            id={ids.results}
            ref={resultsHeading}
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-none"
          >
            {resultsTitle}
          </h2>
        ) : null}
        {/* One live region for the whole search, so the start and the end of each are both heard. */}
        <p role="status" className="mt-1 flex min-h-5 items-center gap-2 text-muted-foreground text-sm">
          {ideas.isPending ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              {ideas.arrived.length > 0
                ? t('results.loadingMore', { count: ideas.arrived.length })
                : t('results.loading')}
            </>
          ) : ideas.isSuccess && ideas.data.ideas.length > 0 ? (
            t('results.count', { count: ideas.data.ideas.length })
          ) : null}
        </p>
        <div className="mt-4">{results()}</div>
        {!request ? (
          <Alert className="p-5">
            <Info aria-hidden="true" />
            <p>{t('results.intro')}</p>
          </Alert>
        ) : null}
      </section>
    </div>
  );

  /** Loading, failure, nothing found, or the ideas: whatever the last request came to. */
  function results() {
    if (!request) return null;
    if (ideas.isPending) {
      // A model's ideas come one by one: those already here can be read, and added, meanwhile.
      return ideas.arrived.length > 0 ? (
        <IdeaList ideas={ideas.arrived} stateOf={stateOf} onAdd={onAdd} />
      ) : (
        <IdeasLoading />
      );
    }
    if (ideas.isError) {
      const failure = describeIdeasFailure(ideas.error);
      if (failure.kind === 'proRequired') return <ProRequiredNotice feature="ai" />;
      if (failure.kind === 'turnedOff') {
        return (
          <Alert role="status">
            <Info aria-hidden="true" />
            <p>{t('turnedOff')}</p>
          </Alert>
        );
      }
      if (failure.kind === 'signedOut') {
        return <IdeasError title={t('error.signedOutTitle')} text={t('error.signedOutText')} />;
      }
      const again = request;
      // The button goes away with the error: focus waits on the heading instead of the page top.
      const retry = () => {
        resultsHeading.current?.focus();
        ask(again);
      };
      return <IdeasError title={t('error.title')} text={codeText(failure.code)} onRetry={retry} />;
    }
    if (!ideas.isSuccess) return null;
    if (ideas.data.ideas.length === 0) return <IdeasEmpty popular={request.mode === 'popular'} />;
    return <IdeaList ideas={ideas.data.ideas} stateOf={stateOf} onAdd={onAdd} />;
  }
}
