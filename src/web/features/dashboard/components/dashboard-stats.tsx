import type { Usage } from '@common/goals';
import { Skeleton } from '@web/components/ui/skeleton';
import { UsageSummary } from '@web/features/goals';
import { useTranslation } from '@web/lib/use-translation';
import { CircleCheck, Target } from 'lucide-react';
import type { ReactNode } from 'react';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
        {icon}
      </span>
      <div>
        <p className="text-muted-foreground text-sm">{label}</p>
        {value === null ? (
          <Skeleton className="mt-1 h-8 w-12" />
        ) : (
          <p className="font-bold text-3xl tabular-nums">{value}</p>
        )}
      </div>
    </div>
  );
}

/** Totals and plan usage. */
export function DashboardStats({
  total,
  completed,
  usage,
  usagePending,
}: {
  total: string | null;
  completed: string | null;
  usage: Usage | null | undefined;
  usagePending: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="progress-title" className="mt-8">
      <h2 id="progress-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard icon={<Target aria-hidden="true" />} label={t('stats.total')} value={total} />
        <StatCard icon={<CircleCheck aria-hidden="true" />} label={t('stats.completed')} value={completed} />
        <UsageSummary
          usage={usage}
          isPending={usagePending}
          headingLevel="h3"
          showUpgrade
          className="sm:col-span-2 lg:col-span-1"
        />
      </div>
    </section>
  );
}
