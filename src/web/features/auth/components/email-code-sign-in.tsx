import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useValidationMessage } from '../hooks/use-validation-message';
import { describeCodeError } from '../lib/describe-code-error';
import { type ResendValues, resendSchema } from '../lib/schemas';
import { requestSignInCode } from '../lib/sign-in-code';
import { SIX_DIGIT_CODE, type TwoFactorChallenge, twoFactorChallengeOf } from '../lib/two-factor';
import { CodeErrorAlert } from './code-error-alert';
import { CodeField } from './code-field';
import { EmailField } from './email-field';
import { FormErrorAlert } from './form-error-alert';
import { LinkButton } from './link-button';
import { TwoFactorStep } from './two-factor-step';

type EmailCodeSignInProps = {
  /** Opens on the code field for this address (tests; a page load starts at the address). */
  initialEmail?: string | null;
  /** Opens on the second step (tests). */
  initialChallenge?: TwoFactorChallenge | null;
};

/** `/account?mode=login&method=code`: sign in with a one-time code mailed to an existing account. */
export function EmailCodeSignIn({ initialEmail = null, initialChallenge = null }: EmailCodeSignInProps) {
  const { t } = useTranslation('auth');
  const { goOn } = useAfterSignIn();
  const message = useValidationMessage();
  const send = useSendSignInCode();
  const signIn = useSignInWithCode();
  const [email, setEmail] = useState<string | null>(initialEmail);
  const [rateLimited, setRateLimited] = useState(false);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(initialChallenge);
  const [expiredStep, setExpiredStep] = useState(false);
  const form = useForm<ResendValues>({ resolver: zodResolver(resendSchema), defaultValues: { email: '' } });

  const sendTo = async (address: string) => {
    setRateLimited(false);
    setExpiredStep(false);
    const outcome = await requestSignInCode(send.mutateAsync, address);
    if (outcome === 'rate-limited') {
      setRateLimited(true);
      return;
    }
    signIn.reset();
    setCode('');
    setEmail(address);
  };

  const onSend = form.handleSubmit(({ email: address }) => sendTo(address));

  const onVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) return;
    const valid = SIX_DIGIT_CODE.test(code);
    setMissing(!valid);
    if (!valid) return;
    try {
      const answer = await signIn.mutateAsync({ email, otp: code });
      // The mailed code is only the first factor of an account with two-factor authentication on:
      // the server set the short-lived two-factor cookie and no session yet.
      const due = twoFactorChallengeOf(answer);
      if (due) setChallenge(due);
      else goOn();
    } catch {
      // Shown from the mutation's error state below.
    }
  };

  const rateLimitAlert = rateLimited ? (
    <CodeErrorAlert title={t('codeErrors.sendFailedTitle')} description={{ codeKey: 'tooManyRequests' }} />
  ) : null;

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onVerified={goOn}
        onCancel={(reason) => {
          // Back to asking for a code: starting over needs a fresh one, whatever the reason.
          setExpiredStep(reason === 'expired');
          setChallenge(null);
          setEmail(null);
          setCode('');
          signIn.reset();
        }}
      />
    );
  }

  if (!email) {
    return (
      <form noValidate onSubmit={onSend} className="grid gap-5">
        <p className="text-muted-foreground text-sm">{t('emailCode.intro')}</p>
        {expiredStep ? (
          <FormErrorAlert title={t('errors.signInTitle')} description={t('codeErrors.restart')} />
        ) : null}
        {rateLimitAlert}
        <EmailField error={message(form.formState.errors.email?.message)} {...form.register('email')} />
        <Button type="submit" size="lg" className="w-full" loading={send.isPending}>
          {t('emailCode.send')}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onVerify} className="grid gap-5">
      <Alert variant="info" role="status">
        <MailCheck aria-hidden="true" />
        <p>{t('emailCode.sent', { email })}</p>
      </Alert>
      {rateLimitAlert}
      {signIn.error ? <CodeErrorAlert description={describeCodeError(signIn.error)} /> : null}
      <CodeField
        label={t('emailCode.code')}
        name="otp"
        value={code}
        onValueChange={setCode}
        error={missing ? t('emailCode.codeRequired') : undefined}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        {t('emailCode.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <LinkButton disabled={send.isPending} onClick={() => void sendTo(email)}>
          {t('emailCode.resend')}
        </LinkButton>
        <LinkButton
          onClick={() => {
            setEmail(null);
            setRateLimited(false);
            signIn.reset();
          }}
        >
          {t('emailCode.otherEmail')}
        </LinkButton>
      </div>
    </form>
  );
}
