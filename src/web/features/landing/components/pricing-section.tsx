import { useTranslation } from '@web/lib/use-translation';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="pricing-title" className="py-16 sm:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            {t('pricing.title')}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t('pricing.subtitle')}</p>
        </div>
        <div className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
          <PlanCard plan="free" />
          <PlanCard plan="pro" />
        </div>
      </div>
    </section>
  );
}
