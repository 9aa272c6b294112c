import { ADMIN_TREND_DAYS, type AdminStats } from '@common/admin';
import { formatCalendarDate, intlLocale } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card';

/** Drawn at this size until the card is measured (the card is 16 rem high). */
const INITIAL_SIZE = { width: 480, height: 256 };
const PRIMARY = 'var(--color-primary)';
const SUCCESS = 'var(--color-success)';
const AXIS = { fontSize: 12, fill: 'var(--color-muted-foreground)' };
const TOOLTIP_STYLE = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  borderRadius: 8,
  color: 'var(--color-foreground)',
};

/** A short day for the axis ("24 Nov", "24 พ.ย."); the table gives the full date. */
function shortDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

export function TrendChart({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const created = t('overview.trends.created');
  const completed = t('overview.trends.completed');
  const data = stats.trends.map((d) => ({
    day: shortDay(d.date, language),
    [created]: d.created,
    [completed]: d.completed,
  }));
  return (
    <ChartCard
      title={t('overview.trends.title')}
      subtitle={t('overview.trends.subtitle', { days: ADMIN_TREND_DAYS })}
      caption={t('overview.trends.caption', { days: ADMIN_TREND_DAYS })}
      head={[t('overview.trends.date'), created, completed]}
      rows={stats.trends.map(
        (d) => [formatCalendarDate(d.date, language) ?? d.date, d.created, d.completed] as const,
      )}
      chart={
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
          <AreaChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="day" tick={AXIS} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={AXIS} />
            <Tooltip contentStyle={TOOLTIP_STYLE} />
            <Legend />
            <Area type="monotone" dataKey={created} stroke={PRIMARY} fill={PRIMARY} fillOpacity={0.15} />
            <Area type="monotone" dataKey={completed} stroke={SUCCESS} fill={SUCCESS} fillOpacity={0.15} />
          </AreaChart>
        </ResponsiveContainer>
      }
    />
  );
}

export function CategoryChart({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation(['admin', 'goals']);
  const count = t('admin:overview.categories.count');
  const rows = stats.byCategory.map((c) => [t(`goals:categories.${c.category}`), c.count] as const);
  return (
    <ChartCard
      title={t('admin:overview.categories.title')}
      caption={t('admin:overview.categories.caption')}
      chartHeight="h-96"
      head={[t('admin:overview.categories.category'), count]}
      rows={rows}
      chart={
        <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
          <BarChart
            data={rows.map(([name, value]) => ({ name, [count]: value }))}
            layout="vertical"
            margin={{ top: 0, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS} />
            <YAxis type="category" dataKey="name" width={110} tick={AXIS} interval={0} />
            <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--color-muted)' }} />
            <Bar dataKey={count} fill={PRIMARY} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
