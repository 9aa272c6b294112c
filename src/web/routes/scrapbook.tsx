import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { GoalPeoplePanel } from '@web/features/collaboration';
import { useGoal } from '@web/features/goals';
import { ScrapbookMemories } from '@web/features/memories';
import { SharePanel } from '@web/features/shares';
import { statusOf } from '@web/lib/api-error';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** /goals/:id/scrapbook: a goal's memories, its filters and dialogs, and its share link. */
export function ScrapbookPage() {
  const { t } = useTranslation('memories');
  const { id = '' } = useParams();
  const goal = useGoal(id);
  const notFound = (!goal.isPending && !goal.isError && !goal.data) || statusOf(goal.error) === 404;
  const { t: tCommon } = useTranslation();
  usePageTitle(goal.data?.title ?? tCommon('titles.scrapbook'));

  let content: ReactNode;
  if (goal.isPending) {
    content = (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">{t('scrapbook.loading')}</span>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
      </div>
    );
  } else if (notFound) {
    content = (
      <div className="grid gap-2">
        <h1 className="font-bold text-3xl">{t('scrapbook.goalNotFound')}</h1>
        <p className="text-muted-foreground">{t('scrapbook.goalNotFoundText')}</p>
      </div>
    );
  } else if (goal.isError || !goal.data) {
    content = (
      <>
        <h1 className="font-bold text-3xl">{t('scrapbook.title')}</h1>
        <LoadErrorAlert
          text={t('scrapbook.loadError')}
          retryLabel={t('scrapbook.retry')}
          onRetry={() => void goal.refetch()}
        />
      </>
    );
  } else {
    content = (
      <>
        <div className="grid gap-1">
          <p className="font-semibold text-primary text-sm uppercase">{t('scrapbook.title')}</p>
          <h1 className="break-words font-bold text-3xl tracking-tight">{goal.data.title}</h1>
          <p className="text-muted-foreground">{t('scrapbook.subtitle')}</p>
        </div>
        <div className="scrapbook-layout">
          <ScrapbookMemories goalId={goal.data.id} sharing={goal.data} />
          {/* Sharing by public link stays with the goal's owner. */}
          {goal.data.role === 'owner' ? (
            <SharePanel goalId={goal.data.id} goalTitle={goal.data.title} />
          ) : (
            <GoalPeoplePanel members={goal.data.members} />
          )}
        </div>
      </>
    );
  }

  return (
    <>
      <PageMain className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-8 sm:px-6">
        <div>
          <Button asChild variant="ghost">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {t('scrapbook.back')}
            </Link>
          </Button>
        </div>
        {content}
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default ScrapbookPage;
