import type { ServiceHealth as Health, MonitoringSnapshot, ServiceStatus } from '@common/monitoring';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { AlertTriangle, CheckCircle2, CircleSlash, Settings2 } from 'lucide-react';
import { formatMs } from './format';

const BADGE: Record<ServiceStatus, { Icon: typeof CheckCircle2; className: string }> = {
  ok: { Icon: CheckCircle2, className: 'bg-success-soft text-success' },
  failing: { Icon: AlertTriangle, className: 'bg-destructive text-destructive-foreground' },
  off: { Icon: CircleSlash, className: 'bg-muted text-muted-foreground' },
  configured: { Icon: Settings2, className: 'bg-secondary text-secondary-foreground' },
};

function ServiceRow({ service }: { service: Health }) {
  const { t, i18n } = useTranslation('monitoring');
  const { Icon, className } = BADGE[service.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="font-medium">{t(`services.names.${service.name}`)}</span>
      <span className="flex items-center gap-2">
        {service.ms === null ? null : (
          <span className="text-muted-foreground text-xs tabular-nums">
            {formatMs(service.ms, i18n.language)}
          </span>
        )}
        <Badge
          className={cn(className)}
          data-status={service.status}
          title={service.status === 'configured' ? t('services.configuredHint') : undefined}
        >
          <Icon aria-hidden="true" />
          {t(`services.status.${service.status}`)}
        </Badge>
      </span>
    </li>
  );
}

/** Whether the database and the outside services the server uses answer (off: not configured). */
export function ServiceHealthCard({ data }: { data: MonitoringSnapshot }) {
  const { t } = useTranslation('monitoring');
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h3 className="font-semibold text-lg">{t('services.title')}</h3>
      <ul aria-label={t('services.label')} className="grid gap-2">
        {data.services.map((service) => (
          <ServiceRow key={service.name} service={service} />
        ))}
      </ul>
      {data.services.some((s) => s.status === 'configured') ? (
        <p className="text-muted-foreground text-xs">
          {t('services.status.configured')}: {t('services.configuredHint')}
        </p>
      ) : null}
    </Card>
  );
}
