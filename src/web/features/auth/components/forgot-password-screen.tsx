import { useTranslation } from '@web/lib/use-translation';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { ForgotPasswordSent } from './forgot-password-sent';

/** `/forgot-password`: the request form, then the sent state. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <AuthShell title={t('forgot.sentTitle')} icon={<MailCheck aria-hidden="true" />}>
        <ForgotPasswordSent />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={<p>{t('forgot.subtitle')}</p>}
      icon={<KeyRound aria-hidden="true" />}
    >
      <ForgotPasswordForm onSent={() => setSent(true)} />
    </AuthShell>
  );
}
