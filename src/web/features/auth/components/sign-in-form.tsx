import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { TextLink } from '@web/components/ui/text-link';
import { describeAuthError, isEmailNotVerified } from '@web/lib/describe-auth-error';
import { VERIFY_STEP_PATH } from '@web/lib/route-guard';
import { useTranslation } from '@web/lib/use-translation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSignIn } from '../api/sign-in';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { useValidationMessage } from '../hooks/use-validation-message';
import { savePendingEmail } from '../lib/pending-email';
import { type SignInValues, signInSchema } from '../lib/schemas';
import { type TwoFactorChallenge, twoFactorChallengeOf } from '../lib/two-factor';
import { EmailField } from './email-field';
import { FormErrorAlert } from './form-error-alert';
import { TwoFactorStep } from './two-factor-step';

type SignInFormProps = {
  /** Opens on the second step: a sign-in that arrived by redirect and still needs its second factor. */
  initialChallenge?: TwoFactorChallenge | null;
  /** The second step was left for the password form. */
  onChallengeCancel?: () => void;
};

export function SignInForm({ initialChallenge = null, onChallengeCancel }: SignInFormProps = {}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { destination, goOn } = useAfterSignIn();
  const message = useValidationMessage();
  const signIn = useSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(initialChallenge);
  const [expiredStep, setExpiredStep] = useState(false);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setExpiredStep(false);
      const answer = await signIn.mutateAsync({ ...values, callbackURL: destination });
      // Password right, second factor due: the server set a short-lived two-factor cookie.
      const due = twoFactorChallengeOf(answer);
      if (due) setChallenge(due);
      else goOn();
    } catch (error) {
      // The server has just resent the verification mail: continue at the "check your inbox" step.
      if (isEmailNotVerified(error)) {
        savePendingEmail(values.email);
        navigate(VERIFY_STEP_PATH);
      }
    }
  });

  const failure = signIn.error && !isEmailNotVerified(signIn.error) ? signIn.error : null;

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onVerified={goOn}
        onCancel={(reason) => {
          setExpiredStep(reason === 'expired');
          setChallenge(null);
          signIn.reset();
          form.resetField('password');
          onChallengeCancel?.();
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {expiredStep ? (
        <FormErrorAlert title={t('errors.signInTitle')} description={t('codeErrors.restart')} />
      ) : null}
      {failure ? (
        <FormErrorAlert title={t('errors.signInTitle')} description={describeAuthError(failure, 'signIn')} />
      ) : null}
      <EmailField error={message(errors.email?.message)} {...form.register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        labelAside={
          <TextLink to="/forgot-password" className="text-sm">
            {t('login.forgot')}
          </TextLink>
        }
        {...form.register('password')}
      />
      <div className="flex items-center gap-2">
        <input
          id="remember-me"
          type="checkbox"
          defaultChecked
          className="size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          {...form.register('rememberMe')}
        />
        <label htmlFor="remember-me" className="text-sm">
          {t('fields.rememberMe')}
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm">
        <TextLink to="/account?mode=login&method=code">{t('emailCode.start')}</TextLink>
      </p>
    </form>
  );
}
