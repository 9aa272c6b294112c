import type { Usage } from '@common/goals';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Crown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatBytes, formatCount } from '../lib/numbers';

function Meter({
  label,
  text,
  value,
  max,
}: {
  label: string;
  text: string;
  value: number;
  max: number | null;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{text}</span>
      </div>
      {max === null ? null : <Progress value={value} max={max} aria-labelledby={id} aria-valuetext={text} />}
    </div>
  );
}

/** Plan and how much of it is used: goals of the limit and image storage of the limit. */
export function UsageSummary({
  usage,
  isPending,
  className,
  headingLevel = 'h2',
  showUpgrade = false,
}: {
  usage: Usage | null | undefined;
  isPending: boolean;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** A link to /upgrade under the goal counter for a free user (not on the upgrade page itself). */
  showUpgrade?: boolean;
}) {
  const { t, i18n } = useTranslation('goals');
  const language = i18n.resolvedLanguage;
  const Heading = headingLevel;
  return (
    <div className={cn('rounded-2xl border border-border bg-card p-5 shadow-sm', className)}>
      <div className="flex items-center justify-between gap-3">
        <Heading className="font-semibold">{t('usage.title')}</Heading>
        {usage ? (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs',
              usage.plan === 'pro'
                ? 'bg-primary text-primary-foreground'
                : 'bg-secondary text-secondary-foreground',
            )}
          >
            {usage.plan === 'pro' ? <Crown aria-hidden="true" className="size-3.5" /> : null}
            {usage.plan === 'pro' ? t('usage.pro') : t('usage.free')}
          </span>
        ) : null}
      </div>
      {usage ? (
        <div className="mt-4 grid gap-4">
          <Meter
            label={t('usage.goals')}
            value={usage.goalCount}
            max={usage.goalLimit}
            text={
              usage.goalLimit === null
                ? `${formatCount(usage.goalCount, language)} · ${t('usage.unlimited')}`
                : t('usage.ofLimit', {
                    used: formatCount(usage.goalCount, language),
                    limit: formatCount(usage.goalLimit, language),
                  })
            }
          />
          <Meter
            label={t('usage.storage')}
            value={usage.storageBytes}
            max={usage.storageLimit}
            text={
              usage.storageLimit === null
                ? `${formatBytes(usage.storageBytes, language)} · ${t('usage.unlimited')}`
                : t('usage.ofLimit', {
                    used: formatBytes(usage.storageBytes, language),
                    limit: formatBytes(usage.storageLimit, language),
                  })
            }
          />
          {showUpgrade && usage.plan === 'free' ? (
            <Link
              to="/upgrade"
              className="inline-flex items-center gap-1.5 justify-self-start rounded-sm font-semibold text-primary text-sm underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Crown aria-hidden="true" className="size-4" />
              {t('usage.upgrade')}
            </Link>
          ) : null}
        </div>
      ) : isPending ? (
        <div className="mt-4 grid gap-4">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : (
        <p className="mt-3 text-muted-foreground text-sm">{t('usage.loadError')}</p>
      )}
    </div>
  );
}
