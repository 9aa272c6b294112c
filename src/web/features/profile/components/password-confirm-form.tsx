import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { TextField } from '@web/components/ui/text-field';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, useState } from 'react';
import { useProfileErrorText } from '../hooks/use-profile-error-text';

/**
 * Asks for the password before a security change (two-factor on or off, new backup codes).
 * `onConfirm` rejects with the server's error, which is shown above the field.
 */
export function PasswordConfirmForm({
  email,
  submitLabel,
  failureTitle,
  onConfirm,
  onCancel,
  destructive = false,
  autoFocus = false,
}: {
  email: string;
  submitLabel: string;
  failureTitle: string;
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
  destructive?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(password);
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      {failure ? <ErrorAlert title={failureTitle} text={failure} /> : null}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <TextField
        label={t('twoFactor.passwordLabel')}
        type="password"
        name="password"
        autoComplete="current-password"
        hint={t('twoFactor.passwordHint')}
        // The field appears because the user just asked for it; focus follows.
        autoFocus={autoFocus}
        value={password}
        error={missing ? t('twoFactor.passwordRequired') : undefined}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
