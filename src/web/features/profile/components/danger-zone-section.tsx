import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { useIsDemo } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { MailCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteUser } from '../api/delete-user';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { DemoMailboxLink } from './demo-mailbox-link';
import { ProfileSection } from './profile-section';

/** Section 10: delete the account, confirmed by a mailed link. */
export function DangerZoneSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const deleteUser = useDeleteUser();
  const isDemo = useIsDemo();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onConfirm = () => {
    setConfirming(false);
    setFailure(null);
    deleteUser.mutate(undefined, { onError: (error) => setFailure(errorText(error)) });
  };

  return (
    <ProfileSection
      id="danger"
      tone="danger"
      title={t('sections.danger')}
      description={t('danger.description')}
    >
      {failure ? <ErrorAlert title={t('danger.failed')} text={failure} /> : null}
      {deleteUser.isSuccess ? (
        <Alert variant="warning" role="status">
          <MailCheck aria-hidden="true" />
          <div className="grid gap-2">
            <AlertTitle>{t('danger.sentTitle')}</AlertTitle>
            <p>{t('danger.sentText', { email })}</p>
            {isDemo ? <DemoMailboxLink label={t('danger.openMailbox')} /> : null}
          </div>
        </Alert>
      ) : (
        <div>
          <Button variant="destructive" loading={deleteUser.isPending} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('danger.delete')}
          </Button>
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('danger.confirmTitle')}
          description={t('danger.confirmText')}
          confirmLabel={t('danger.confirm')}
          cancelLabel={t('danger.cancel')}
          onConfirm={onConfirm}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </ProfileSection>
  );
}
