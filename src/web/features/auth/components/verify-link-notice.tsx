import { Alert } from '@web/components/ui/alert';
import type { VerifyLinkError } from '@web/lib/route-guard';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why the user is here after following a verification link that did not work. */
export function VerifyLinkNotice({ code }: { code: VerifyLinkError }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="warning" role="alert" className="mb-5">
      <Info aria-hidden="true" />
      <p>{t(`verify.linkErrors.${code}`)}</p>
    </Alert>
  );
}
