import { useTranslation } from '@web/lib/use-translation';
import { MailCheck } from 'lucide-react';
import { ProfileSection } from './profile-section';

/** Section 6: signing in with an emailed one-time code needs no setup; this says where to find it. */
export function EmailCodeSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      id="emailCode"
      title={t('sections.emailCode')}
      description={
        <p className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {/* A long address must wrap, not push the page sideways on a phone. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">{t('emailCode.description', { email })}</span>
        </p>
      }
    />
  );
}
