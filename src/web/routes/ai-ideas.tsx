import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ProRequiredNotice } from '@web/features/billing';
import { useUsage } from '@web/features/goals';
import { useFeatureSwitches } from '@web/features/meta';
import { usePageTitle } from '@web/lib/use-page-title';
import { ArrowLeft, Crown, Info, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/ai-ideas`: placeholder of the AI inspiration screen until the AI issue lands. */
export function AiIdeasPage() {
  const { t } = useTranslation('ai');
  const { t: tCommon } = useTranslation();
  usePageTitle(tCommon('titles.aiIdeas'));
  const usage = useUsage();
  const { aiEnabled } = useFeatureSwitches();
  const isFree = usage.data ? !usage.data.entitlements.ai : false;
  const isPro = usage.data?.entitlements.ai === true;
  return (
    <>
      <PageMain className="flex items-center justify-center px-4 py-16">
        <div className="max-w-xl text-center">
          <Sparkles aria-hidden="true" className="mx-auto size-12 text-primary" />
          <Badge className="mt-4">
            <Crown aria-hidden="true" />
            {t('badge')}
          </Badge>
          <h1 className="mt-3 font-bold text-3xl tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('subtitle')}</p>
          <Alert role="status" className="mt-6 text-left">
            <Info aria-hidden="true" />
            <p>{t(aiEnabled ? 'comingSoon' : 'turnedOff')}</p>
          </Alert>
          {isFree && aiEnabled ? <ProRequiredNotice feature="ai" className="mt-4 text-left" /> : null}
          <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row">
            {isFree || isPro || !aiEnabled ? null : (
              <Button asChild size="lg">
                <Link to="/upgrade">
                  <Crown aria-hidden="true" />
                  {t('upgrade')}
                </Link>
              </Button>
            )}
            <Button asChild variant="outline" size="lg">
              <Link to="/dashboard">
                <ArrowLeft aria-hidden="true" />
                {t('backToDashboard')}
              </Link>
            </Button>
          </div>
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default AiIdeasPage;
