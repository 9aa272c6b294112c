import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useSession } from '@web/features/auth';
import { CheckoutButton, PlanFeatureList, useBilling } from '@web/features/billing';
import { useIsDemo } from '@web/features/meta';
import { FREE_PLAN_FEATURES, PRO_PLAN_FEATURES } from '@web/lib/plan-features';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import {
  ArrowLeft,
  CreditCard,
  FlaskConical,
  Lock,
  ShieldCheck,
  Sparkles,
  UserX,
  XCircle,
  Zap,
} from 'lucide-react';
import { Link } from 'react-router';

const PROMISES = [
  { key: 'guarantee', Icon: ShieldCheck },
  { key: 'cancel', Icon: XCircle },
  { key: 'instant', Icon: Zap },
] as const;
const FREEMIUM = [
  { key: 'noCard', Icon: CreditCard },
  { key: 'noData', Icon: UserX },
  { key: 'gdpr', Icon: Lock },
] as const;

/** `/subscribe`: plans and pricing for visitors and signed-in users alike. */
export function SubscribePage() {
  const { t } = useTranslation('plans');
  const { t: tCommon } = useTranslation();
  usePageTitle(tCommon('titles.subscribe'));
  const { isAuthenticated } = useSession();
  const isDemo = useIsDemo();
  const billing = useBilling({ enabled: isAuthenticated });
  const plan = isAuthenticated ? billing.data?.plan : undefined;
  return (
    <>
      <SiteHeader logoTo={isAuthenticated ? '/dashboard' : '/'} />
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        {isDemo ? (
          <Alert variant="warning" role="note" className="mb-8">
            <FlaskConical aria-hidden="true" />
            <div className="grid gap-1">
              <AlertTitle>{t('demoBanner.title')}</AlertTitle>
              <p>{t('demoBanner.text')}</p>
            </div>
          </Alert>
        ) : null}

        <div className="text-center">
          <Sparkles aria-hidden="true" className="mx-auto size-12 text-primary" />
          <p className="mt-4 font-semibold text-primary text-sm uppercase tracking-wide">{t('eyebrow')}</p>
          <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
        </div>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="plan-free-title"
            className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <h2 id="plan-free-title" className="font-semibold text-2xl">
              {t('free.name')}
            </h2>
            <p className="mt-2 text-muted-foreground">{t('free.description')}</p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-extrabold text-5xl tracking-tight">{t('free.price')}</span>
              <span className="text-muted-foreground">{t('free.period')}</span>
            </p>
            <PlanFeatureList plan="free" features={FREE_PLAN_FEATURES} className="mt-6" />
            <div className="mt-auto pt-8">
              {isAuthenticated ? (
                // A Pro user is not on Free: everything on this card is part of their plan.
                plan ? (
                  <p className="rounded-xl bg-muted px-4 py-3 text-center font-medium">
                    {plan === 'pro' ? t('free.included') : t('free.current')}
                  </p>
                ) : null
              ) : (
                <Button asChild size="lg" variant="outline" className="w-full">
                  <Link to="/account?mode=register">{t('free.cta')}</Link>
                </Button>
              )}
            </div>
          </section>

          <section
            aria-labelledby="plan-pro-title"
            className="flex flex-col rounded-2xl border-2 border-primary bg-card p-6 shadow-lg sm:p-8"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="plan-pro-title" className="font-semibold text-2xl">
                {t('pro.name')}
              </h2>
              <Badge>{t('pro.badge')}</Badge>
            </div>
            <p className="mt-2 text-muted-foreground">{t('pro.description')}</p>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="font-extrabold text-5xl tracking-tight">{t('pro.price')}</span>
              <span className="text-muted-foreground">{t('pro.period')}</span>
            </p>
            <PlanFeatureList plan="pro" features={PRO_PLAN_FEATURES} className="mt-6" />
            <div className="mt-auto grid pt-8">
              <CheckoutButton className="w-full" />
            </div>
          </section>
        </div>

        <section aria-labelledby="promises-title" className="mt-12">
          <h2 id="promises-title" className="text-center font-semibold text-2xl">
            {t('promises.title')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {PROMISES.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-3 font-semibold">{t(`promises.${key}.title`)}</h3>
                <p className="mt-1 text-muted-foreground text-sm">{t(`promises.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="freemium-title" className="mt-12 rounded-2xl bg-muted p-6 text-center">
          <h2 id="freemium-title" className="font-semibold text-xl">
            {t('freemium.title')}
          </h2>
          <ul className="mt-4 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
            {FREEMIUM.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-5 text-success" />
                {t(`freemium.${key}`)}
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {t('backToDashboard')}
            </Link>
          </Button>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default SubscribePage;
