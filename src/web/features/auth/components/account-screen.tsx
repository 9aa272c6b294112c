import { SECOND_FACTOR_PARAM, secondFactorMethodsFrom } from '@common/sign-in';
import { TextLink } from '@web/components/ui/text-link';
import { verifyLinkErrorOf } from '@web/lib/route-guard';
import { afterSignInPath } from '@web/lib/safe-redirect';
import { useTranslation } from '@web/lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../api/get-session';
import { readPendingEmail } from '../lib/pending-email';
import { AuthShell } from './auth-shell';
import { EmailCodeSignIn } from './email-code-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialErrorNotice } from './social-error-notice';
import { SocialSignIn } from './social-sign-in';
import { VerifyEmailStep } from './verify-email-step';
import { VerifyLinkNotice } from './verify-link-notice';

/** `/account`: sign in (mode=login), register (mode=register) or the verify step (verify=1). */
export function AccountScreen() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [params, setParams] = useSearchParams();

  const linkError = params.get('error');
  const verifyLinkError = verifyLinkErrorOf(linkError);
  if (session.isAuthenticated) return <Navigate to={afterSignInPath(`?${params.toString()}`)} replace />;
  if (session.isSignedIn || params.get('verify') === '1') {
    const email = session.user?.email ?? readPendingEmail();
    return (
      <VerifyEmailStep
        key={email ?? ''}
        email={email}
        signedIn={session.isSignedIn}
        linkError={verifyLinkError}
      />
    );
  }

  const register = params.get('mode') === 'register';
  // A social sign-in of an account with two-factor authentication on comes back here with the
  // two-factor cookie set and no session: the code step opens at once.
  const secondFactor = register ? null : secondFactorMethodsFrom(params.get(SECOND_FACTOR_PARAM));
  // A secondary way in: a one-time code mailed to an existing account.
  const withCode = !register && !secondFactor && params.get('method') === 'code';
  const leaveSecondFactor = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SECOND_FACTOR_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <AuthShell
      title={register ? t('register.title') : t('login.title')}
      subtitle={<p>{register ? t('register.subtitle') : t('login.subtitle')}</p>}
    >
      {verifyLinkError ? (
        <VerifyLinkNotice code={verifyLinkError} />
      ) : linkError ? (
        <SocialErrorNotice code={linkError} />
      ) : null}
      {register ? (
        <SignUpForm />
      ) : withCode ? (
        <EmailCodeSignIn />
      ) : (
        <SignInForm
          initialChallenge={secondFactor ? { methods: secondFactor } : null}
          onChallengeCancel={secondFactor ? leaveSecondFactor : undefined}
        />
      )}
      {withCode ? (
        <p className="mt-4 text-center text-sm">
          <TextLink to="/account?mode=login">{t('emailCode.usePassword')}</TextLink>
        </p>
      ) : null}
      <SocialSignIn />
      <p className="mt-6 border-border border-t pt-6 text-center text-muted-foreground text-sm">
        {register ? t('register.haveAccount') : t('login.noAccount')}{' '}
        <TextLink to={register ? '/account?mode=login' : '/account?mode=register'}>
          {register ? t('register.toLogin') : t('login.toRegister')}
        </TextLink>
      </p>
    </AuthShell>
  );
}
