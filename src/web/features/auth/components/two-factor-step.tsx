import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSendTwoFactorOtp } from '../api/send-two-factor-otp';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { useVerifyTwoFactorOtp } from '../api/verify-two-factor-otp';
import { describeCodeError, mustRestartSignIn } from '../lib/describe-code-error';
import {
  firstTwoFactorMethod,
  SIX_DIGIT_CODE,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from '../lib/two-factor';
import { CodeErrorAlert } from './code-error-alert';
import { CodeField } from './code-field';
import { LinkButton } from './link-button';

type TwoFactorStepProps = {
  challenge: TwoFactorChallenge;
  /** Signed in: continue where a normal sign-in goes. */
  onVerified: () => void;
  /** Back to the password form; `expired` when the first step's cookie has run out. */
  onCancel: (reason?: 'expired') => void;
};

/** The second step of a sign-in with two-step verification on (better-auth twoFactor plugin). */
export function TwoFactorStep({ challenge, onVerified, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TwoFactorMethod>(() => firstTwoFactorMethod(challenge));
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [missing, setMissing] = useState(false);
  const [resent, setResent] = useState(false);
  const verifyTotp = useVerifyTotp();
  const verifyBackup = useVerifyBackupCode();
  const verifyOtp = useVerifyTwoFactorOtp();
  const sendOtp = useSendTwoFactorOtp();
  const verify = method === 'totp' ? verifyTotp : method === 'backup' ? verifyBackup : verifyOtp;
  const hasTotp = challenge.methods.length === 0 || challenge.methods.includes('totp');

  // An account whose only second factor is the mail gets its code as soon as the step opens.
  const sentOnOpen = useRef(false);
  const { mutate: sendCode } = sendOtp;
  useEffect(() => {
    if (method !== 'otp' || sentOnOpen.current) return;
    sentOnOpen.current = true;
    sendCode();
  }, [method, sendCode]);

  const switchTo = (next: TwoFactorMethod) => {
    setMethod(next);
    setCode('');
    setMissing(false);
    setResent(false);
    verifyTotp.reset();
    verifyBackup.reset();
    verifyOtp.reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = method === 'backup' ? code.length > 0 : SIX_DIGIT_CODE.test(code);
    setMissing(!valid);
    if (!valid) return;
    try {
      await verify.mutateAsync({ code, trustDevice });
      onVerified();
    } catch (error) {
      if (mustRestartSignIn(error)) onCancel('expired');
    }
  };

  const intro =
    method === 'totp' ? t('twoFactor.totpIntro') : method === 'backup' ? t('twoFactor.backupIntro') : null;
  const codeLabel = method === 'backup' ? t('twoFactor.backupCode') : t('twoFactor.code');
  const missingText = method === 'backup' ? t('twoFactor.backupCodeRequired') : t('twoFactor.codeRequired');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-labelledby="two-factor-title">
      <div className="grid gap-1">
        <h2 id="two-factor-title" className="font-semibold text-lg">
          {t('twoFactor.title')}
        </h2>
        {intro ? <p className="text-muted-foreground text-sm">{intro}</p> : null}
        {method === 'otp' ? (
          <p className="text-muted-foreground text-sm" role="status">
            {sendOtp.isPending
              ? t('twoFactor.otpSending')
              : sendOtp.isSuccess
                ? t('twoFactor.otpIntro')
                : null}
          </p>
        ) : null}
      </div>
      {method === 'otp' && sendOtp.error ? (
        <CodeErrorAlert
          title={t('codeErrors.sendFailedTitle')}
          description={describeCodeError(sendOtp.error)}
        />
      ) : null}
      {verify.error ? <CodeErrorAlert description={describeCodeError(verify.error)} /> : null}
      <CodeField
        key={method}
        label={codeLabel}
        name="code"
        value={code}
        onValueChange={setCode}
        digitsOnly={method !== 'backup'}
        error={missing ? missingText : undefined}
        autoFocus
      />
      <div className="flex items-center gap-2">
        <input
          id="trust-device"
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <label htmlFor="trust-device" className="text-sm">
          {t('twoFactor.trustDevice')}
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {t('twoFactor.submit')}
      </Button>
      {method === 'otp' && resent ? (
        <Alert variant="success" role="status">
          {t('twoFactor.emailCodeResent')}
        </Alert>
      ) : null}
      <div className="grid justify-items-start gap-2">
        {method !== 'totp' && hasTotp ? (
          <LinkButton onClick={() => switchTo('totp')}>{t('twoFactor.useAuthenticator')}</LinkButton>
        ) : null}
        {method !== 'backup' ? (
          <LinkButton onClick={() => switchTo('backup')}>{t('twoFactor.useBackupCode')}</LinkButton>
        ) : null}
        {method !== 'otp' ? (
          <LinkButton
            onClick={() => {
              sentOnOpen.current = true;
              switchTo('otp');
              sendOtp.mutate();
            }}
          >
            {t('twoFactor.useEmailCode')}
          </LinkButton>
        ) : (
          <LinkButton
            disabled={sendOtp.isPending}
            onClick={() => {
              setResent(false);
              sendOtp.mutate(undefined, { onSuccess: () => setResent(true) });
            }}
          >
            {t('twoFactor.resendEmailCode')}
          </LinkButton>
        )}
        <LinkButton onClick={() => onCancel()}>{t('twoFactor.backToLogin')}</LinkButton>
      </div>
    </form>
  );
}
