import { zodResolver } from '@hookform/resolvers/zod';
import { SignOutButton } from '@web/components/sign-out-button';
import { Button } from '@web/components/ui/button';
import { TextLink, textLinkClass } from '@web/components/ui/text-link';
import { toast } from '@web/components/ui/use-toast';
import { useIsDemo } from '@web/features/meta';
import { describeAuthError } from '@web/lib/describe-auth-error';
import type { VerifyLinkError } from '@web/lib/route-guard';
import { REDIRECT_PARAM, safeRedirectPath } from '@web/lib/safe-redirect';
import { useTranslation } from '@web/lib/use-translation';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useValidationMessage } from '../hooks/use-validation-message';
import { savePendingEmail } from '../lib/pending-email';
import { type ResendValues, resendSchema } from '../lib/schemas';
import { AuthShell } from './auth-shell';
import { EmailField } from './email-field';
import { FormErrorAlert } from './form-error-alert';
import { VerifyLinkNotice } from './verify-link-notice';

/**
 * "Check your inbox". The address comes from the session (signed in, unverified) or from the
 * sign-up / sign-in that sent us here; without one the user types it to get a new link.
 */
export function VerifyEmailStep({
  email,
  signedIn,
  linkError = null,
}: {
  email: string | null;
  signedIn: boolean;
  /** A verification link that did not work sent the person here: why. */
  linkError?: VerifyLinkError | null;
}) {
  const { t } = useTranslation('auth');
  const isDemo = useIsDemo();
  const message = useValidationMessage();
  const resend = useSendVerificationEmail();
  // A new link still returns to the page that sent the person to sign up.
  const redirect = safeRedirectPath(useSearchParams()[0].get(REDIRECT_PARAM));
  const [knownEmail, setKnownEmail] = useState(email);
  const form = useForm<ResendValues>({
    resolver: zodResolver(resendSchema),
    defaultValues: { email: email ?? '' },
  });

  const onResend = form.handleSubmit(async ({ email: address }) => {
    try {
      await resend.mutateAsync({ email: address, redirect });
      savePendingEmail(address);
      setKnownEmail(address);
      toast({
        title: t('verify.resent'),
        description: t('verify.resentDetail', { email: address }),
        variant: 'success',
      });
    } catch {
      // Shown from the mutation's error state below.
    }
  });

  return (
    <AuthShell
      title={t('verify.title')}
      icon={<MailCheck aria-hidden="true" />}
      subtitle={
        <p>
          {knownEmail ? (
            <Trans
              t={t}
              i18nKey="verify.sentTo"
              values={{ email: knownEmail }}
              components={{ strong: <strong className="break-words font-semibold text-foreground" /> }}
            />
          ) : (
            t('verify.sentGeneric')
          )}
        </p>
      }
    >
      {linkError ? <VerifyLinkNotice code={linkError} onStep /> : null}
      <form noValidate onSubmit={onResend} className="grid gap-4">
        {signedIn && knownEmail ? (
          <p className="text-sm">{t('verify.signedInAs', { email: knownEmail })}</p>
        ) : null}
        <p className="text-muted-foreground text-sm">{t('verify.spamHint')}</p>
        {resend.error ? (
          <FormErrorAlert
            title={t('errors.resendTitle')}
            description={describeAuthError(resend.error, 'resend')}
          />
        ) : null}
        {knownEmail ? null : (
          <EmailField error={message(form.formState.errors.email?.message)} {...form.register('email')} />
        )}
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          {t('verify.resend')}
        </Button>
        {isDemo ? (
          // The mailbox is a server page outside the single-page app.
          <a href="/dev/mailbox" className={`${textLinkClass} text-center`}>
            {t('verify.openMailbox')}
          </a>
        ) : null}
      </form>
      <div className="mt-6 flex justify-center border-border border-t pt-6 text-sm">
        {signedIn ? (
          <SignOutButton />
        ) : (
          <TextLink to="/account?mode=login">{t('verify.backToLogin')}</TextLink>
        )}
      </div>
    </AuthShell>
  );
}
