import { Button } from '@web/components/ui/button';
import { useMeta } from '@web/features/meta';
import { describeAuthError } from '@web/lib/describe-auth-error';
import { afterSignInPath } from '@web/lib/safe-redirect';
import { useTranslation } from '@web/lib/use-translation';
import { useLocation } from 'react-router';
import { useSignInSocial } from '../api/sign-in-social';
import { FormErrorAlert } from './form-error-alert';

/** One button per provider the server has configured; nothing at all when there are none. */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const providers = useMeta().data?.socialProviders ?? [];
  const social = useSignInSocial();
  // Back to the page that asked for a sign-in, as with a password.
  const destination = afterSignInPath(useLocation().search);
  if (providers.length === 0) return null;
  return (
    <div className="mt-6 grid gap-3">
      <div className="flex items-center gap-3 text-muted-foreground text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        <span>{t('social.divider')}</span>
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      {social.error ? <FormErrorAlert description={describeAuthError(social.error, 'signIn')} /> : null}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          size="lg"
          className="w-full"
          loading={social.isPending && social.variables?.provider === provider.id}
          disabled={social.isPending}
          onClick={() => social.mutate({ provider: provider.id, callbackURL: destination })}
        >
          {t('social.continueWith', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
