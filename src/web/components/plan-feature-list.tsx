import type { PlanFeature } from '@web/lib/plan-features';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { Check, Clock } from 'lucide-react';

/** Free-plan features are in every plan, Pro features only in Pro; the texts differ ("25" vs "unlimited"). */
type PlanName = 'free' | 'pro';

/** "Coming soon" next to a feature that is announced but not built yet. */
export function ComingSoonBadge({ className }: { className?: string }) {
  const { t } = useTranslation('plans');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 font-semibold text-muted-foreground text-xs',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3" />
      {t('comingSoon')}
    </span>
  );
}

/** A plan's features with a tick for what works today and "Coming soon" for the rest. */
export function PlanFeatureList({
  plan,
  features,
  className,
}: {
  plan: PlanName;
  features: readonly PlanFeature[];
  className?: string;
}) {
  const { t } = useTranslation('plans');
  return (
    <ul className={cn('grid gap-3', className)}>
      {features.map(({ key, soon }) => (
        <li key={key} className="flex items-start gap-3" data-coming-soon={soon || undefined}>
          {soon ? (
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          ) : (
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          )}
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={soon ? 'text-muted-foreground' : undefined}>
              {t(`${plan}.features.${key}` as 'pro.features.goals')}
            </span>
            {soon ? <ComingSoonBadge /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
