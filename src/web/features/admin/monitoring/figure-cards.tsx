import type { MonitoringSnapshot } from '@common/monitoring';
import { Card } from '@web/components/ui/card';
import { useTranslation } from '@web/lib/use-translation';
import { Activity, Clock, Cpu, Database, Gauge, HardDrive, Image } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { formatBytes, formatMs, formatNumber, formatUptime } from './format';

type Figure = {
  key: 'uptime' | 'memory' | 'eventLoop' | 'database' | 'media' | 'disk' | 'requestRate';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  value: string;
  detail?: string | undefined;
};

/** The server's figures, each a term and its value (and a detail) for assistive technology. */
export function FigureCards({ data }: { data: MonitoringSnapshot }) {
  const { t, i18n } = useTranslation('monitoring');
  const lang = i18n.language;
  const bytes = (value: number | null) => (value === null ? t('notAvailable') : formatBytes(value, lang));
  const figures: Figure[] = [
    { key: 'uptime', Icon: Clock, value: formatUptime(data.uptimeSeconds, lang) },
    {
      key: 'memory',
      Icon: Cpu,
      value: bytes(data.memory.rssBytes),
      detail: t('cards.memoryDetail', {
        used: bytes(data.memory.heapUsedBytes),
        total: bytes(data.memory.heapTotalBytes),
      }),
    },
    {
      key: 'eventLoop',
      Icon: Gauge,
      value: formatMs(data.eventLoopDelayMs.p50, lang),
      detail: t('cards.eventLoopDetail', { p99: formatMs(data.eventLoopDelayMs.p99, lang) }),
    },
    { key: 'database', Icon: Database, value: bytes(data.storage.databaseBytes) },
    { key: 'media', Icon: Image, value: bytes(data.storage.mediaBytes) },
    {
      key: 'disk',
      Icon: HardDrive,
      value: bytes(data.storage.diskFreeBytes),
      detail:
        data.storage.diskTotalBytes === null
          ? undefined
          : t('cards.diskDetail', { total: bytes(data.storage.diskTotalBytes) }),
    },
    {
      key: 'requestRate',
      Icon: Activity,
      value: formatNumber(data.requests.perMinute, lang),
      detail: t('cards.requestRateDetail'),
    },
  ];
  return (
    <dl
      aria-label={t('cards.label')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 lg:grid-cols-4"
    >
      {figures.map(({ key, Icon, value, detail }) => (
        <Card key={key} className="flex min-w-0 flex-col gap-1 p-4 sm:p-5">
          <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(`cards.${key}`)}
          </dt>
          <dd className="break-words font-bold text-2xl tabular-nums">{value}</dd>
          {detail ? <dd className="text-muted-foreground text-xs">{detail}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
