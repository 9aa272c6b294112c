import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { BillingCard } from '@web/features/billing';
import { ContactSupport } from '@web/features/support';
import { useTranslation } from '@web/lib/use-translation';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfileSession } from '../api/get-profile-session';
import { DangerZoneSection } from './danger-zone-section';
import { DataSection } from './data-section';
import { EmailCodeSection } from './email-code-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { LinkedAccountsSection } from './linked-accounts-section';
import { NameAvatarSection } from './name-avatar-section';
import { PasswordSection } from './password-section';
import { ProfileSection, type ProfileSectionId, sectionAnchor } from './profile-section';
import { RemindersSection } from './reminders-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

const SECTIONS: ProfileSectionId[] = [
  'profile',
  'language',
  'email',
  'password',
  'twoFactor',
  'emailCode',
  'sessions',
  'accounts',
  'reminders',
  'support',
  'plan',
  'data',
  'danger',
];

/** /profile: the signed-in user's account settings, one card per concern. */
export function ProfileView() {
  const { t } = useTranslation(['profile', 'support']);
  const session = useProfileSession();

  let content: ReactNode;
  if (session.isPending) {
    content = (
      <div role="status" aria-live="polite" className="grid grid-cols-1 gap-6">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className="grid gap-3 rounded-2xl border border-border bg-card p-6">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-11 w-full max-w-md" />
          </div>
        ))}
      </div>
    );
  } else if (!session.data) {
    content = (
      <div className="grid justify-items-start gap-3">
        <ErrorAlert text={t('loadError')} />
        <Button variant="outline" onClick={() => void session.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    const { user, sessionId } = session.data;
    content = (
      <div className="grid grid-cols-1 gap-6">
        <NameAvatarSection user={user} />
        <LanguageSection />
        <EmailSection user={user} />
        <PasswordSection email={user.email} />
        <TwoFactorSection user={user} />
        <EmailCodeSection email={user.email} />
        <SessionsSection currentSessionId={sessionId} />
        <LinkedAccountsSection />
        <RemindersSection />
        <ProfileSection
          id="support"
          title={t('sections.support')}
          description={t('support:section.description')}
        >
          <ContactSupport />
        </ProfileSection>
        <BillingCard id={sectionAnchor('plan')} className="scroll-mt-6 sm:p-6" />
        <DataSection />
        <DangerZoneSection email={user.email} />
      </div>
    );
  }

  return (
    <>
      <PageMain className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div>
          <Button asChild variant="ghost" className="-ml-3">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" />
              {t('back')}
            </Link>
          </Button>
        </div>
        <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
        <div className="mt-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <nav aria-label={t('nav.label')} className="hidden lg:sticky lg:top-6 lg:block">
            <ul className="grid gap-1 text-sm">
              {SECTIONS.map((id) => (
                <li key={id}>
                  <a
                    href={`#${sectionAnchor(id)}`}
                    className="block rounded-md px-3 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t(`sections.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {content}
        </div>
      </PageMain>
      <SiteFooter />
    </>
  );
}
