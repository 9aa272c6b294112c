import { PageLoading } from '@web/components/ui/page-loading';
import { InvitationScreen, useInvitation } from '@web/features/collaboration';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { Suspense } from 'react';
import { useParams } from 'react-router';

/** /invitations/:token: an invitation to share a goal, for visitors and signed-in users alike. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('collaboration');
  // The same query as the screen's, so the title costs no second request.
  const invitation = useInvitation(token);
  usePageTitle(
    invitation.data?.state === 'pending'
      ? `${t('page.title')}: ${invitation.data.goalTitle}`
      : t('page.title'),
  );
  return (
    <Suspense fallback={<PageLoading />}>
      <InvitationScreen token={token} />
    </Suspense>
  );
}

export default InvitationPage;
