import type { SeoViews } from '@common/seo';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { useId, useState } from 'react';
import { useSeoViews } from './seo-api';

const PERIODS = [7, 30, 90] as const;

function ViewsTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: Array<[string, number]>;
}) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-border border-b text-left text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              {head[0]}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, views]) => (
            <tr key={label} className="border-border/60 border-b last:border-0">
              <td className="break-all py-1.5 pr-3">{label}</td>
              <td className="py-1.5 text-right tabular-nums">{number.format(views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: SeoViews }) {
  const { t, i18n } = useTranslation('content');
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (report.total === 0) return <p className="text-muted-foreground text-sm">{t('seo.views.empty')}</p>;
  return (
    <div className="grid gap-6">
      <p className="font-semibold">{t('seo.views.total', { count: report.total })}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <ViewsTable
          caption={t('seo.views.topPaths')}
          head={[t('seo.views.path'), t('seo.views.count')]}
          rows={report.topPaths.map((r) => [r.path, r.views])}
        />
        <ViewsTable
          caption={t('seo.views.topReferrers')}
          head={[t('seo.views.referrer'), t('seo.views.count')]}
          rows={report.topReferrers.map((r) => [r.domain || t('seo.views.direct'), r.views])}
        />
      </div>
      <ViewsTable
        caption={t('seo.views.perDay')}
        head={[t('seo.views.day'), t('seo.views.count')]}
        rows={[...report.perDay]
          .reverse()
          .map((r) => [dayFormat.format(new Date(`${r.day}T00:00:00Z`)), r.views])}
      />
    </div>
  );
}

/** Page views of the public pages over a chosen period, as tables. */
export function ViewsReport() {
  const { t } = useTranslation('content');
  const [days, setDays] = useState<number>(30);
  const views = useSeoViews(days);
  const periodId = useId();
  return (
    <div className="grid gap-4">
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor={periodId}>{t('seo.views.range')}</Label>
        <NativeSelect id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((count) => (
            <option key={count} value={count}>
              {t('seo.views.days', { count })}
            </option>
          ))}
        </NativeSelect>
      </div>
      {views.isPending ? (
        <Skeleton className="h-40" />
      ) : views.isError || !views.data ? (
        <div className="grid max-w-md gap-3">
          <ErrorAlert text={t('seo.views.loadFailed')} />
          <Button variant="outline" onClick={() => void views.refetch()} loading={views.isFetching}>
            {t('seo.views.retry')}
          </Button>
        </div>
      ) : (
        <Report report={views.data} />
      )}
    </div>
  );
}
