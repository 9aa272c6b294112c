import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { RefreshCw } from 'lucide-react';
import { ClientErrorsTable, RoutesTable, ServerErrorsTable } from './activity-tables';
import { FigureCards } from './figure-cards';
import { useMonitoring } from './get-monitoring';
import { ServiceHealthCard } from './service-health';

function MonitoringSkeleton() {
  const { t } = useTranslation('monitoring');
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => (
          <Card key={key} className="grid gap-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
          </Card>
        ))}
      </div>
      <Skeleton className="h-48" />
    </div>
  );
}

/** The running server's figures, its services' health, its busiest routes and its last errors. */
export function MonitoringPanel() {
  const { t, i18n } = useTranslation('monitoring');
  const monitoring = useMonitoring();
  if (monitoring.isPending) return <MonitoringSkeleton />;
  if (!monitoring.data) {
    return (
      <div className="grid max-w-md gap-3">
        <ErrorAlert text={t('loadFailed')} />
        <Button variant="outline" onClick={() => void monitoring.refetch()} loading={monitoring.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const data = monitoring.data;
  return (
    <section aria-labelledby="admin-monitoring-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-monitoring-heading" className="font-semibold text-xl">
            {t('heading')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('intro')}</p>
          <p className="text-muted-foreground text-xs" aria-live="polite">
            {t('collectedAt', { time: formatDateTime(data.collectedAt, i18n.language) ?? data.collectedAt })}
          </p>
        </div>
        <Button variant="outline" onClick={() => void monitoring.refetch()} loading={monitoring.isFetching}>
          {monitoring.isFetching ? null : <RefreshCw aria-hidden="true" />}
          {t('refresh')}
        </Button>
      </div>
      {monitoring.isRefetchError ? <ErrorAlert text={t('refreshFailed')} /> : null}
      <div className="grid gap-4 xl:grid-cols-[3fr_1fr]">
        <FigureCards data={data} />
        <ServiceHealthCard data={data} />
      </div>
      <RoutesTable data={data} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ServerErrorsTable data={data} />
        <ClientErrorsTable data={data} />
      </div>
    </section>
  );
}
