import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { TextField } from '@web/components/ui/text-field';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import QRCode from 'react-qr-code';
import { useVerifyTotp } from '../api/verify-totp';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { isTotpCode, normaliseTotpCode } from '../lib/password-form';
import { groupSecret, secretFromTotpUri } from '../lib/totp-uri';
import { CopyButton } from './copy-button';

/** Scan (or type) the secret into an authenticator app, then prove it with a first code. */
export function TotpSetup({
  totpURI,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const verify = useVerifyTotp();
  const secretId = useId();
  const secret = secretFromTotpUri(totpURI);
  const [code, setCode] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The password form that opened this step is gone; keyboard and screen-reader users start here.
  useEffect(() => headingRef.current?.focus(), []);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setFailure(null);
    verify.mutate(
      { code: normaliseTotpCode(code) },
      { onSuccess: onVerified, onError: (error) => setFailure(errorText(error)) },
    );
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-5">
        <div className="grid gap-2">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            {t('twoFactor.scanTitle')}
          </h3>
          <p className="text-muted-foreground text-sm">{t('twoFactor.scanText')}</p>
          <div
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            className="w-fit rounded-xl border border-border bg-white p-3"
          >
            <QRCode value={totpURI} size={176} aria-hidden="true" />
          </div>
        </div>
        {secret ? (
          <div className="grid gap-2">
            <h3 className="font-semibold text-sm">{t('twoFactor.manualTitle')}</h3>
            <Label htmlFor={secretId} className="sr-only">
              {t('twoFactor.secretLabel')}
            </Label>
            <div className="flex flex-col gap-2 sm:flex-row md:max-w-xl">
              <Input
                id={secretId}
                readOnly
                value={groupSecret(secret)}
                spellCheck={false}
                className="min-w-0 flex-1 font-mono text-sm tracking-wider"
                onFocus={(event) => event.currentTarget.select()}
              />
              <CopyButton text={secret} label={t('twoFactor.copySecret')} className="h-11" />
            </div>
          </div>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:max-w-xs">
        <h3 className="font-semibold">{t('twoFactor.codeTitle')}</h3>
        {failure ? <ErrorAlert title={t('twoFactor.failed')} text={failure} /> : null}
        <TextField
          label={t('twoFactor.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          value={code}
          error={invalid ? t('twoFactor.codeInvalid') : undefined}
          className="font-mono text-lg tracking-[0.3em]"
          onChange={(event) => {
            setCode(event.target.value);
            if (invalid) setInvalid(false);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={verify.isPending}>
            {t('twoFactor.verify')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
