import type { CategoryInsight } from '@common/insights';
import { useTranslation } from '@web/lib/use-translation';
import { percent } from '../lib/month-label';
import { ChartPanel } from './chart-panel';

/** Each category's completion rate as a bar, with its goals counted beside it. */
export function CategoryChart({ categories }: { categories: readonly CategoryInsight[] }) {
  const { t, i18n } = useTranslation(['insights', 'goals']);
  const language = i18n.language;
  const name = (c: CategoryInsight) => t(`goals:categories.${c.category}`);
  return (
    <ChartPanel
      title={t('insights:byCategory.title')}
      caption={t('insights:byCategory.caption')}
      head={[
        t('insights:byCategory.category'),
        t('insights:byCategory.total'),
        t('insights:byCategory.completed'),
        t('insights:byCategory.rate'),
      ]}
      rows={categories.map((c) => [name(c), c.total, c.completed, percent(c.rate, language)] as const)}
      chart={
        <ul className="grid gap-3">
          {categories.map((c) => (
            <li key={c.category} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="min-w-0 truncate font-medium">{name(c)}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {`${percent(c.rate, language)} · ${c.completed}/${c.total}`}
                </span>
              </div>
              <div className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-success" style={{ width: `${c.rate * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      }
    />
  );
}
