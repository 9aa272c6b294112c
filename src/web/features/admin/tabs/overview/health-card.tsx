import type { AdminStats, HealthCheck } from '@common/admin';
import { Card } from '@web/components/ui/card';
import { formatDateTime, intlLocale } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { AlertTriangle, CheckCircle2, CircleSlash } from 'lucide-react';

const CHECK_TEXT = { ok: 'checkOk', failing: 'checkFailing', off: 'checkOff' } as const;
const KNOWN_CHECKS = new Set(['database']);

function CheckRow({ check }: { check: HealthCheck }) {
  const { t, i18n } = useTranslation('admin');
  const Icon =
    check.status === 'ok' ? CheckCircle2 : check.status === 'failing' ? AlertTriangle : CircleSlash;
  const name = KNOWN_CHECKS.has(check.name)
    ? t(`overview.health.names.${check.name as 'database'}`)
    : check.name;
  return (
    <li className="flex items-center justify-between gap-3 text-sm">
      <span className="flex items-center gap-2">
        <Icon
          aria-hidden="true"
          className={cn('size-4', check.status === 'failing' ? 'text-destructive' : 'text-success')}
        />
        {name}
      </span>
      <span className="text-muted-foreground">
        {t(`overview.health.${CHECK_TEXT[check.status]}`)}
        {check.ms === null
          ? null
          : ` · ${t('overview.health.ms', { ms: new Intl.NumberFormat(intlLocale(i18n.language)).format(check.ms) })}`}
      </span>
    </li>
  );
}

/** Whether the server's parts answer, and when the figures were counted. */
export function HealthCard({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const ok = stats.health.status === 'ok';
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h2 className="font-semibold text-lg">{t('overview.health.title')}</h2>
      <p
        className={cn('flex items-center gap-2 font-medium', ok ? 'text-success' : 'text-destructive')}
        data-health={stats.health.status}
      >
        {ok ? (
          <CheckCircle2 aria-hidden="true" className="size-5" />
        ) : (
          <AlertTriangle aria-hidden="true" className="size-5" />
        )}
        {ok ? t('overview.health.ok') : t('overview.health.degraded')}
      </p>
      <ul className="grid gap-2">
        {stats.health.checks.map((check) => (
          <CheckRow key={check.name} check={check} />
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        {t('overview.countedAt', { time: formatDateTime(stats.countedAt, i18n.language) ?? stats.countedAt })}
      </p>
    </Card>
  );
}
