import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CheckoutButton, PlanComparisonTable, PlanFeatureList, Testimonials } from '@web/features/billing';
import { GoalLimitWarning, isGoalLimitReached, UsageSummary, useUsage } from '@web/features/goals';
import { PRO_PLAN_FEATURES } from '@web/lib/plan-features';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, Crown, Info, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

/** Where a Pro user manages or refunds the purchase: the plan card of the profile. */
const MANAGE_PLAN_PATH = '/profile#profile-plan';

/**
 * The upgrade page: testimonials, free versus Pro, usage, the upgrade button,
 * "maybe later" and the goal-limit warning; Stripe's cancel comes back here with ?checkout=cancelled.
 */
export function UpgradePage() {
  const { t } = useTranslation('upgrade');
  const { t: tCommon } = useTranslation();
  usePageTitle(tCommon('titles.upgrade'));
  const usage = useUsage();
  const [params] = useSearchParams();
  const cancelled = params.get('checkout') === 'cancelled';
  const isPro = usage.data?.plan === 'pro';
  return (
    <>
      <PageMain className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="text-center">
          <Crown aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="mt-4 font-bold text-3xl tracking-tight sm:text-4xl">
            {isPro ? t('alreadyPro.title') : t('title')}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
            {isPro ? t('alreadyPro.text') : t('subtitle')}
          </p>
          {isPro ? (
            <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
              <Button asChild size="lg">
                <Link to={MANAGE_PLAN_PATH}>{t('alreadyPro.manage')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/dashboard">
                  <ArrowLeft aria-hidden="true" />
                  {t('alreadyPro.back')}
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
        {cancelled ? (
          <Alert role="status" className="mx-auto mt-8 max-w-3xl">
            <Info aria-hidden="true" />
            <div className="grid gap-1">
              <AlertTitle>{t('cancelled.title')}</AlertTitle>
              <p>{t('cancelled.text')}</p>
            </div>
          </Alert>
        ) : null}
        {isGoalLimitReached(usage.data) ? (
          <GoalLimitWarning
            className="mx-auto mt-8 max-w-3xl"
            limit={usage.data?.goalLimit ?? undefined}
            showLink={false}
          />
        ) : null}
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="usage-title" className="grid content-start gap-3">
            <h2 id="usage-title" className="font-semibold text-xl">
              {t('usageTitle')}
            </h2>
            <UsageSummary usage={usage.data} isPending={usage.isPending} headingLevel="h3" />
          </section>
          <section
            aria-labelledby="benefits-title"
            className="rounded-2xl border-2 border-primary bg-card p-6 shadow-lg sm:p-8"
          >
            <h2 id="benefits-title" className="font-semibold text-xl">
              {t('benefitsTitle')}
            </h2>
            <p className="mt-3 flex items-baseline gap-2">
              <span className="font-extrabold text-5xl tracking-tight">{t('price')}</span>
              <span className="text-muted-foreground">{t('period')}</span>
            </p>
            <PlanFeatureList plan="pro" features={PRO_PLAN_FEATURES} className="mt-6" />
            <p className="mt-6 flex items-start gap-2 text-muted-foreground text-sm">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t('guarantee')}
            </p>
            <div className="mt-6 grid gap-2">
              <CheckoutButton className="w-full" />
              {isPro ? null : (
                <Button asChild size="lg" variant="ghost">
                  <Link to="/dashboard">
                    <ArrowLeft aria-hidden="true" />
                    {t('maybeLater')}
                  </Link>
                </Button>
              )}
            </div>
          </section>
        </div>
        <section aria-labelledby="compare-title" className="mt-12 grid gap-4">
          <h2 id="compare-title" className="font-semibold text-xl">
            {t('compareTitle')}
          </h2>
          <PlanComparisonTable />
        </section>
        <div className="mt-12">
          <Testimonials />
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default UpgradePage;
