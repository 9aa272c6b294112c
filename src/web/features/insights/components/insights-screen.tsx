import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { isProRequired, ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, ChartLine, Crown, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useInsights } from '../api/get-insights';
import { CategoryChart } from './category-chart';
import { StaleList, UpcomingList } from './goal-lists';
import { HeadlineFigures } from './headline-figures';
import { MonthsChart } from './months-chart';

/**
 * /insights: a Pro member's progress in figures. Free members see the upgrade notice instead of a
 * request the server would refuse; a failed plan read leaves the decision to the server, whose
 * refusal shows the same notice.
 */
export function InsightsScreen() {
  const { t } = useTranslation('insights');
  const usage = useUsage();
  const isFree = usage.data ? !usage.data.entitlements.analytics : false;
  const insights = useInsights(!isFree && !usage.isPending);
  const refused = isFree || (insights.isError && isProRequired(insights.error));

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {t('backToDashboard')}
          </Link>
        </Button>
        <header className="mt-4">
          <Badge>
            <Crown aria-hidden="true" />
            {t('badge')}
          </Badge>
          <h1 className="mt-3 flex items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
            <ChartLine aria-hidden="true" className="size-8 shrink-0 text-primary" />
            {t('title')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
        </header>
      </div>

      {refused ? (
        <ProRequiredNotice className="max-w-md" />
      ) : insights.isError ? (
        <div className="grid justify-items-start gap-3">
          <ErrorAlert text={t('loadError')} />
          <Button variant="outline" onClick={() => void insights.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !insights.data ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">{t('loading')}</span>
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
            {['a', 'b', 'c', 'd', 'e'].map((key) => (
              <Skeleton key={key} className="h-20 rounded-2xl" />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        </div>
      ) : insights.data.totals.goals === 0 ? (
        <section
          aria-labelledby="insights-empty"
          className="grid justify-items-start gap-3 rounded-2xl border border-border border-dashed p-6"
        >
          <h2 id="insights-empty" className="font-semibold text-xl">
            {t('empty.title')}
          </h2>
          <p className="text-muted-foreground">{t('empty.text')}</p>
          <Button asChild>
            <Link to="/dashboard">{t('empty.action')}</Link>
          </Button>
        </section>
      ) : (
        <>
          <HeadlineFigures insights={insights.data} />
          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <MonthsChart months={insights.data.completedPerMonth} />
            <CategoryChart categories={insights.data.byCategory} />
            <UpcomingList goals={insights.data.upcoming} />
            <StaleList goals={insights.data.stale} />
          </div>
        </>
      )}
    </div>
  );
}
