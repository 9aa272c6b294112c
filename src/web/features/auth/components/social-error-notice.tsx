import { Alert } from '@web/components/ui/alert';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const KNOWN = [
  'account_not_linked',
  'state_mismatch',
  'state_not_found',
  'please_restart_the_process',
  'access_denied',
  'invalid_code',
  'no_code',
  'unable_to_get_user_info',
  'email_not_found',
  'signup_disabled',
] as const;

type SocialErrorKey = (typeof KNOWN)[number] | 'generic';

const keyOf = (code: string): SocialErrorKey =>
  (KNOWN as readonly string[]).includes(code) ? (code as SocialErrorKey) : 'generic';

/** Why a social sign-in sent the user back to /account with ?error= (spec §8 callback codes). */
export function SocialErrorNotice({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="error" role="alert" className="mb-5">
      <AlertTriangle aria-hidden="true" />
      <p>{t(`social.errors.${keyOf(code)}`)}</p>
    </Alert>
  );
}
