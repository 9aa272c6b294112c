import type { AdminStats } from '@common/admin';
import { Card } from '@web/components/ui/card';
import { intlLocale } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { CheckCircle2, Crown, Percent, Target, TrendingUp, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

type Figure = {
  key: 'totalUsers' | 'totalGoals' | 'completedGoals' | 'premiumUsers' | 'activeThisWeek' | 'conversionRate';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const FIGURES: readonly Figure[] = [
  { key: 'totalUsers', Icon: Users },
  { key: 'totalGoals', Icon: Target },
  { key: 'completedGoals', Icon: CheckCircle2 },
  { key: 'premiumUsers', Icon: Crown },
  { key: 'activeThisWeek', Icon: TrendingUp },
  { key: 'conversionRate', Icon: Percent },
];

/** The overview's six figures, each a term and its value for assistive technology. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const rate = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 });
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {FIGURES.map(({ key, Icon }) => (
        <Card key={key} className="flex flex-col gap-2 p-4 sm:p-5">
          <dt className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {t(`overview.cards.${key}`)}
          </dt>
          <dd className="font-bold text-2xl tabular-nums sm:text-3xl">
            {key === 'conversionRate'
              ? t('overview.cards.percent', { value: rate.format(stats.conversionRate) })
              : number.format(stats[key])}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
