import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';

type Stage = 'form' | 'done' | 'invalid';

/** `/reset-password?token=…` (or `?error=INVALID_TOKEN` when the mailed link was stale). */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [stage, setStage] = useState<Stage>(!token || params.get('error') ? 'invalid' : 'form');

  if (stage === 'done') {
    return (
      <AuthShell title={t('reset.doneTitle')} icon={<CheckCircle2 aria-hidden="true" />}>
        <p role="status" className="mb-6 text-center text-muted-foreground">
          {t('reset.doneText')}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/account?mode=login">{t('reset.toLogin')}</Link>
        </Button>
      </AuthShell>
    );
  }
  if (stage === 'invalid' || !token) {
    return (
      <AuthShell title={t('reset.invalidTitle')} icon={<LinkIcon aria-hidden="true" />}>
        <p className="mb-6 text-center text-muted-foreground">{t('reset.invalidText')}</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </Button>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={t('reset.title')}
      subtitle={<p>{t('reset.subtitle')}</p>}
      icon={<KeyRound aria-hidden="true" />}
    >
      <ResetPasswordForm
        token={token}
        onDone={() => setStage('done')}
        onInvalidToken={() => setStage('invalid')}
      />
    </AuthShell>
  );
}
