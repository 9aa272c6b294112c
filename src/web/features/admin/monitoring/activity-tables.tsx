import type { MonitoringSnapshot } from '@common/monitoring';
import { formatDateTime } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { DataTable } from './data-table';
import { formatMs, formatNumber } from './format';

const code = (text: string) => <code className="break-all font-mono text-xs">{text}</code>;

/** The busiest routes by pattern, with their request count and p95 response time. */
export function RoutesTable({ data }: { data: MonitoringSnapshot }) {
  const { t, i18n } = useTranslation('monitoring');
  return (
    <DataTable
      title={t('routes.title')}
      caption={t('routes.caption')}
      head={[t('routes.route'), t('routes.count'), t('routes.p95')]}
      numeric={[1, 2]}
      empty={t('routes.empty')}
      rows={data.requests.routes.map((r) => ({
        key: `${r.method} ${r.route}`,
        cells: [
          code(`${r.method} ${r.route}`),
          formatNumber(r.count, i18n.language),
          r.p95Ms === null ? t('notAvailable') : formatMs(r.p95Ms, i18n.language),
        ],
      }))}
    />
  );
}

/** The server's last errors (5xx), each with the request id to find it in the logs. */
export function ServerErrorsTable({ data }: { data: MonitoringSnapshot }) {
  const { t, i18n } = useTranslation('monitoring');
  return (
    <DataTable
      title={t('serverErrors.title')}
      caption={t('serverErrors.caption')}
      head={[
        t('serverErrors.time'),
        t('serverErrors.route'),
        t('serverErrors.status'),
        t('serverErrors.requestId'),
      ]}
      empty={t('serverErrors.empty')}
      rows={data.serverErrors.map((e) => ({
        key: e.requestId || `${e.at} ${e.route}`,
        cells: [
          <span key="at" className="whitespace-nowrap">
            {formatDateTime(e.at, i18n.language) ?? e.at}
          </span>,
          code(`${e.method} ${e.route}`),
          e.status,
          code(e.requestId),
        ],
      }))}
    />
  );
}

/** The newest errors browsers reported. */
export function ClientErrorsTable({ data }: { data: MonitoringSnapshot }) {
  const { t, i18n } = useTranslation('monitoring');
  return (
    <DataTable
      title={t('clientErrors.title')}
      caption={t('clientErrors.caption')}
      head={[
        t('clientErrors.time'),
        t('clientErrors.section'),
        t('clientErrors.message'),
        t('clientErrors.page'),
      ]}
      empty={t('clientErrors.empty')}
      rows={data.clientErrors.map((e) => ({
        key: e.id,
        cells: [
          <span key="at" className="whitespace-nowrap">
            {formatDateTime(e.at, i18n.language) ?? e.at}
          </span>,
          e.section,
          <span key="message" className="block min-w-48 break-words">
            {e.message}
          </span>,
          e.url ? code(e.url) : '—',
        ],
      }))}
    />
  );
}
