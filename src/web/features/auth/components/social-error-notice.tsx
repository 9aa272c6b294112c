import { signInRedirectErrorOf } from '@common/errors';
import { Alert } from '@web/components/ui/alert';
import { useTranslation } from '@web/lib/use-translation';
import { AlertTriangle } from 'lucide-react';

/** Why a social sign-in sent the user back to /account with ?error=. */
export function SocialErrorNotice({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="error" role="alert" className="mb-5">
      <AlertTriangle aria-hidden="true" />
      <p>{t(`social.errors.${signInRedirectErrorOf(code) ?? 'generic'}`)}</p>
    </Alert>
  );
}
