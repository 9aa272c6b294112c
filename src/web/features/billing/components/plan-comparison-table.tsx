import { ComingSoonBadge } from '@web/components/plan-feature-list';
import { isComingSoon, type PlanFeatureKey } from '@web/lib/plan-features';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Check, Minus } from 'lucide-react';

type Cell = 'yes' | 'no' | 'goalsFree' | 'goalsPro' | 'storageFree' | 'storagePro';

const ROWS = [
  { key: 'goals', free: 'goalsFree', pro: 'goalsPro' },
  { key: 'storage', free: 'storageFree', pro: 'storagePro' },
  { key: 'scrapbook', free: 'yes', pro: 'yes' },
  { key: 'languages', free: 'yes', pro: 'yes' },
  { key: 'security', free: 'yes', pro: 'yes' },
  { key: 'sharing', free: 'no', pro: 'yes' },
  { key: 'ai', free: 'no', pro: 'yes' },
  { key: 'analytics', free: 'no', pro: 'yes' },
  { key: 'templates', free: 'no', pro: 'yes' },
  { key: 'categories', free: 'no', pro: 'yes' },
  { key: 'collaboration', free: 'no', pro: 'yes' },
  { key: 'reminders', free: 'no', pro: 'yes' },
  { key: 'support', free: 'no', pro: 'yes' },
] as const satisfies ReadonlyArray<{ key: PlanFeatureKey; free: Cell; pro: Cell }>;

/** Free versus Pro, as a real table: caption, column and row headers. */
export function PlanComparisonTable({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  const cell = (value: Cell, soon: boolean) => {
    if (value === 'yes' && soon) return <ComingSoonBadge />;
    if (value === 'yes') {
      return (
        <>
          <Check aria-hidden="true" className="mx-auto size-5 text-success" />
          <span className="sr-only">{t('compare.included')}</span>
        </>
      );
    }
    if (value === 'no') {
      return (
        <>
          <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
          <span className="sr-only">{t('compare.notIncluded')}</span>
        </>
      );
    }
    return <span className="font-semibold">{t(`compare.values.${value}`)}</span>;
  };
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-border bg-card shadow-sm', className)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('compare.feature')}
            </th>
            <th scope="col" className="px-4 py-3 text-center font-semibold">
              {t('compare.free')}
            </th>
            <th scope="col" className="px-4 py-3 text-center font-semibold text-primary">
              {t('compare.pro')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className="border-border border-t">
              <th scope="row" className="px-4 py-3 font-medium">
                {t(`compare.rows.${row.key}`)}
              </th>
              <td className="px-4 py-3 text-center">{cell(row.free, false)}</td>
              <td className="px-4 py-3 text-center">{cell(row.pro, isComingSoon(row.key))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
