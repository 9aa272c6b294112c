import type { MonthCount } from '@common/insights';
import { useTranslation } from '@web/lib/use-translation';
import { longMonth, shortMonth } from '../lib/month-label';
import { ChartPanel } from './chart-panel';

/** Completions per month as columns, oldest on the left; plain CSS, no chart library. */
export function MonthsChart({ months }: { months: readonly MonthCount[] }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const max = Math.max(1, ...months.map((m) => m.count));
  return (
    <ChartPanel
      title={t('perMonth.title')}
      subtitle={t('perMonth.subtitle')}
      caption={t('perMonth.caption')}
      head={[t('perMonth.month'), t('perMonth.count')]}
      rows={months.map((m) => [longMonth(m.month, language), m.count] as const)}
      chart={
        <div className="grid grid-cols-12 items-end gap-1 sm:gap-2">
          {months.map((m) => (
            <div key={m.month} className="grid min-w-0 justify-items-center gap-1">
              <span className="text-muted-foreground text-xs tabular-nums">{m.count || ''}</span>
              <div className="flex h-32 w-full items-end sm:h-40">
                <div
                  className="w-full rounded-t-sm bg-primary"
                  style={{ height: `${(m.count / max) * 100}%`, minHeight: m.count ? 4 : 1 }}
                />
              </div>
              <span className="w-full truncate text-center text-[0.65rem] text-muted-foreground sm:text-xs">
                {shortMonth(m.month, language)}
              </span>
            </div>
          ))}
        </div>
      }
    />
  );
}
