import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { type TwoFactorSetup, useEnableTwoFactor } from '../api/enable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import type { ProfileUser } from '../api/get-profile-session';
import { hasPassword, useAccounts } from '../api/list-accounts';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { ProfileSection } from './profile-section';
import { TotpSetup } from './totp-setup';

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'backup'; codes: string[] };

type PasswordDialog = 'disable' | 'regenerate' | null;

/** Section 5: an authenticator app as a second step of sign-in, and its backup codes. */
export function TwoFactorSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const accounts = useAccounts();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [dialog, setDialog] = useState<PasswordDialog>(null);
  const enabled = user.twoFactorEnabled === true;

  const badge = (
    <Badge className={enabled ? 'bg-success-soft text-green-900' : undefined}>
      {enabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
      {enabled ? t('twoFactor.on') : t('twoFactor.off')}
    </Badge>
  );

  let content: ReactNode;
  if (step.kind === 'backup') {
    content = <BackupCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
  } else if (step.kind === 'setup') {
    content = (
      <TotpSetup
        totpURI={step.setup.totpURI}
        onCancel={() => setStep({ kind: 'idle' })}
        onVerified={() => {
          toast({ title: t('twoFactor.enabledToast'), variant: 'success' });
          setStep({ kind: 'backup', codes: step.setup.backupCodes });
        }}
      />
    );
  } else if (step.kind === 'password') {
    content = (
      <PasswordConfirmForm
        email={user.email}
        autoFocus
        submitLabel={t('twoFactor.continue')}
        failureTitle={t('twoFactor.failed')}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirm={async (password) => {
          const setup = await enable.mutateAsync({ password });
          setStep({ kind: 'setup', setup });
        }}
      />
    );
  } else if (enabled) {
    content = (
      <div className="grid gap-3">
        <p className="text-sm" role="status">
          {t('twoFactor.statusOn')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('regenerate')}>
            <KeyRound aria-hidden="true" />
            {t('twoFactor.regenerate')}
          </Button>
          <Button variant="outline" className="text-destructive" onClick={() => setDialog('disable')}>
            <ShieldOff aria-hidden="true" />
            {t('twoFactor.disable')}
          </Button>
        </div>
      </div>
    );
  } else if (accounts.isPending) {
    content = <Skeleton className="h-10 w-64" />;
  } else if (accounts.isSuccess && !hasPassword(accounts.data)) {
    content = <p className="text-muted-foreground text-sm">{t('twoFactor.needsPassword')}</p>;
  } else {
    content = (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">{t('twoFactor.statusOff')}</p>
        <Button onClick={() => setStep({ kind: 'password' })}>
          <ShieldCheck aria-hidden="true" />
          {t('twoFactor.enable')}
        </Button>
      </div>
    );
  }

  return (
    <ProfileSection
      id="twoFactor"
      title={t('sections.twoFactor')}
      description={t('twoFactor.description')}
      aside={badge}
    >
      {content}
      <Dialog open={dialog !== null} onOpenChange={(open) => (open ? undefined : setDialog(null))}>
        {dialog ? (
          <DialogContent closeLabel={t('twoFactor.cancel')}>
            <DialogTitle>
              {dialog === 'disable' ? t('twoFactor.disableTitle') : t('twoFactor.regenerateTitle')}
            </DialogTitle>
            <DialogDescription>
              {dialog === 'disable' ? t('twoFactor.disableText') : t('twoFactor.regenerateText')}
            </DialogDescription>
            <PasswordConfirmForm
              email={user.email}
              submitLabel={dialog === 'disable' ? t('twoFactor.disable') : t('twoFactor.regenerate')}
              failureTitle={t('twoFactor.failed')}
              destructive={dialog === 'disable'}
              onCancel={() => setDialog(null)}
              onConfirm={async (password) => {
                if (dialog === 'disable') {
                  await disable.mutateAsync({ password });
                  setDialog(null);
                  setStep({ kind: 'idle' });
                  toast({ title: t('twoFactor.disabledToast'), variant: 'success' });
                } else {
                  const codes = await regenerate.mutateAsync({ password });
                  setDialog(null);
                  setStep({ kind: 'backup', codes });
                  toast({ title: t('twoFactor.regeneratedToast'), variant: 'success' });
                }
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </ProfileSection>
  );
}
