import type { Insights } from '@common/insights';
import { intlLocale } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { CircleCheck, Flame, Hourglass, Percent, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { percent } from '../lib/month-label';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // dt and dd sit directly in this div, as a description list allows.
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-muted-foreground text-sm">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-bold text-2xl tabular-nums">{value}</dd>
    </div>
  );
}

/** The five numbers a member looks for first. */
export function HeadlineFigures({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 });
  const { totals, averageDaysToComplete, streakMonths } = insights;
  const rate = totals.goals === 0 ? 0 : totals.completed / totals.goals;
  return (
    <section aria-labelledby="insights-headline">
      <h2 id="insights-headline" className="sr-only">
        {t('headline.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
        <Figure
          icon={<CircleCheck aria-hidden="true" />}
          label={t('headline.completed')}
          value={number.format(totals.completed)}
        />
        <Figure
          icon={<Target aria-hidden="true" />}
          label={t('headline.active')}
          value={number.format(totals.active)}
        />
        <Figure
          icon={<Percent aria-hidden="true" />}
          label={t('headline.rate')}
          value={percent(rate, language)}
        />
        <Figure
          icon={<Hourglass aria-hidden="true" />}
          label={t('headline.averageDays')}
          value={
            averageDaysToComplete === null
              ? t('headline.noAverage')
              : t('headline.days', { count: averageDaysToComplete })
          }
        />
        <Figure
          icon={<Flame aria-hidden="true" />}
          label={t('headline.streak')}
          value={t('headline.months', { count: streakMonths })}
        />
      </dl>
    </section>
  );
}
