import type { GoalStatus } from '@common/goals';
import { Button } from '@web/components/ui/button';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { inNewTask } from '@web/lib/in-tasks';
import { useTranslation } from '@web/lib/use-translation';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { useGoals } from '../api/list-goals';
import { goalsOf } from '../lib/goal-lists';
import { type GoalActions, GoalCard } from './goal-card';

type GoalsQuery = ReturnType<typeof useGoals>;

const SKELETONS = ['a', 'b', 'c'];

function GoalCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-9 w-40" />
      </div>
    </div>
  );
}

/** Cards drawn at once: a row on a wide screen, more than a phone shows before scrolling. */
const FIRST_CARDS = 3;
/** Cards added per step after that. */
const CARDS_PER_STEP = 4;

/**
 * How many of `total` cards to draw: the first few at once, the rest a few at a time, each step
 * in a task of its own after the previous one was put on the page. React renders a transition in
 * short slices but puts all of it on the page in one go: 50 cards at once held the page for a
 * long moment on a slow phone.
 */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shown >= total) return;
    return inNewTask(() => startTransition(() => setShown(shown + CARDS_PER_STEP)));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** A section of goals of one status: loading, error with retry, empty, cards and "Load more". */
export function GoalList({
  status,
  query,
  actions,
  empty,
}: {
  status: GoalStatus;
  query: GoalsQuery;
  actions: GoalActions;
  empty: ReactNode;
}) {
  const { t } = useTranslation('goals');
  const headingId = `goals-${status}-title`;
  const goals = goalsOf(query.data);
  const shown = useCardsShown(goals.length);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('lists.loading')}</span>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SKELETONS.map((key) => (
            <GoalCardSkeleton key={key} />
          ))}
        </div>
      </div>
    );
  } else if (query.isError && goals.length === 0) {
    body = (
      <LoadErrorAlert
        text={t('lists.loadError')}
        retryLabel={t('lists.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (goals.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {/* A card off screen is laid out and painted only when it comes near: 50 cards laid
              out at once held a slow phone for a long moment. Its place is kept at about a card's
              height, then at the height it last had. What it paints is clipped to its box, so the
              box reaches past the card by its focus ring. */}
          {goals.slice(0, shown).map((goal) => (
            <li
              key={goal.id}
              className="-m-1 flex p-1 [contain-intrinsic-height:auto_28.5rem] [content-visibility:auto]"
            >
              <GoalCard goal={goal} actions={actions} />
            </li>
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="mt-6 flex flex-col items-center gap-2">
            {query.isFetchNextPageError ? (
              <p role="alert" className="text-destructive text-sm">
                {t('lists.loadError')}
              </p>
            ) : null}
            <Button
              variant="outline"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('lists.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} tabIndex={-1} className="mb-4 font-semibold text-xl focus:outline-none">
        {t(status === 'active' ? 'lists.active' : 'lists.completed')}
      </h2>
      {body}
    </section>
  );
}
