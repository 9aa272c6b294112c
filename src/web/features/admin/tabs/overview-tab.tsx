import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { useAdminStats } from '../api/get-stats';
import { HealthCard } from './overview/health-card';
import { CategoryChart, TrendChart } from './overview/overview-charts';
import { StatCards } from './overview/stat-cards';

function OverviewSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {t('overview.loading')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Card key={key} className="grid gap-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-16" />
          </Card>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

/** The admin overview: the figures, the system's health, and two charts with their tables. */
export default function OverviewTab() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  if (stats.isPending) return <OverviewSkeleton />;
  if (stats.isError || !stats.data) {
    return (
      <div className="grid max-w-md gap-3">
        <ErrorAlert text={t('overview.loadFailed')} />
        <Button variant="outline" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          {t('overview.retry')}
        </Button>
      </div>
    );
  }
  const data = stats.data;
  return (
    <section aria-labelledby="admin-overview-heading" className="grid gap-4">
      <h2 id="admin-overview-heading" className="sr-only">
        {t('overview.heading')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <StatCards stats={data} />
        <HealthCard stats={data} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TrendChart stats={data} />
        <CategoryChart stats={data} />
      </div>
    </section>
  );
}
