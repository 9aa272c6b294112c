import { SectionErrorBoundary } from '@web/features/client-errors';
import { ProfileView } from '@web/features/profile/components/profile-view';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** `/profile`: the signed-in user's account settings. */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.profile'));
  return (
    <SectionErrorBoundary section="Profile">
      <ProfileView />
    </SectionErrorBoundary>
  );
}

export default ProfilePage;
