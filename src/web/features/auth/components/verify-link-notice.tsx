import { Alert } from '@web/components/ui/alert';
import type { VerifyLinkError } from '@web/lib/route-guard';
import { useTranslation } from '@web/lib/use-translation';
import { Info } from 'lucide-react';

/**
 * Why the user is here after following a verification link that did not work. On the sign-in
 * page the way on is to sign in; on the "check your inbox" step (signed in, not verified) it is
 * the resend button below.
 */
export function VerifyLinkNotice({ code, onStep = false }: { code: VerifyLinkError; onStep?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="warning" role="alert" className="mb-5">
      <Info aria-hidden="true" />
      <p>{onStep ? t(`verify.linkErrorsOnStep.${code}`) : t(`verify.linkErrors.${code}`)}</p>
    </Alert>
  );
}
