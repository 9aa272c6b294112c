import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Button } from '@web/components/ui/button';
import { DeletedBanner } from '@web/features/landing/components/deleted-banner';
import { FeaturesSection } from '@web/features/landing/components/features-section';
import { HeroSection } from '@web/features/landing/components/hero-section';
import { PricingSection } from '@web/features/landing/components/pricing-section';
import { useDeletedNotice } from '@web/features/landing/hooks/use-deleted-notice';
import { signInPathFor } from '@web/lib/safe-redirect';
import { useDocumentTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { Link, useLocation } from 'react-router';

/** `/` for visitors, and every unknown path for them too. */
export function LandingPage() {
  const { t } = useTranslation();
  const deleted = useDeletedNotice();
  // Shown in place of a page that needs an account: signing in returns there.
  const signInPath = signInPathFor(useLocation());
  useDocumentTitle(t('titles.landing'));
  return (
    <>
      <SiteHeader>
        <Button asChild>
          <Link to={signInPath}>{t('actions.signIn')}</Link>
        </Button>
      </SiteHeader>
      <PageMain>
        {deleted.visible ? <DeletedBanner onDismiss={deleted.dismiss} /> : null}
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
      </PageMain>
      <SiteFooter />
    </>
  );
}

export default LandingPage;
