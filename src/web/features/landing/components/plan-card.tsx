import { PlanFeatureList } from '@web/components/plan-feature-list';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FREE_PLAN_FEATURES, PRO_HIGHLIGHTS } from '@web/lib/plan-features';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

type Plan = 'free' | 'pro';
const PLAN_ITEMS = { free: FREE_PLAN_FEATURES, pro: PRO_HIGHLIGHTS } as const;

/**
 * The landing page's plans. The feature names and "Coming soon" are the plans texts that
 * /subscribe shows too; the billing feature itself stays out of the landing page's first load.
 */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('landing');
  const featured = plan === 'pro';
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-6 sm:p-8',
        featured && 'border-2 border-primary shadow-lg',
      )}
    >
      {featured ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-xs">
          {t('pricing.pro.badge')}
        </p>
      ) : null}
      <h3 className="font-semibold text-xl">{t(`pricing.${plan}.name`)}</h3>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="font-extrabold text-5xl tracking-tight">{t(`pricing.${plan}.price`)}</span>
        <span className="text-muted-foreground">{t(`pricing.${plan}.period`)}</span>
      </p>
      <PlanFeatureList plan={plan} features={PLAN_ITEMS[plan]} className="mt-6 flex-1 content-start" />
      {featured ? (
        <p className="mt-6 flex items-start gap-2 text-muted-foreground text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('pricing.pro.guarantee')}
        </p>
      ) : null}
      <Button asChild className="mt-6 w-full" size="lg" variant={featured ? 'default' : 'outline'}>
        <Link to="/account?mode=register">{t(`pricing.${plan}.cta`)}</Link>
      </Button>
    </Card>
  );
}
