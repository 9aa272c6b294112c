import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { ProfileView } from '@web/features/profile/components/profile-view';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** `/profile` (spec §2.3): the signed-in user's account settings. */
export function ProfilePage() {
  return (
    <SectionErrorBoundary section="Profile">
      <ProfileView />
    </SectionErrorBoundary>
  );
}

export default ProfilePage;
