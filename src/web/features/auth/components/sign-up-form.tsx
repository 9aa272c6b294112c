import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useFeatureSwitches } from '@web/features/meta';
import { describeAuthError } from '@web/lib/describe-auth-error';
import { VERIFY_STEP_PATH } from '@web/lib/route-guard';
import { REDIRECT_PARAM, safeRedirectPath } from '@web/lib/safe-redirect';
import { useTranslation } from '@web/lib/use-translation';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignUp } from '../api/sign-up';
import { useValidationMessage } from '../hooks/use-validation-message';
import { savePendingEmail } from '../lib/pending-email';
import { type SignUpValues, signUpSchema } from '../lib/schemas';
import { EmailField } from './email-field';
import { FormErrorAlert } from './form-error-alert';

export function SignUpForm() {
  const { t } = useTranslation(['auth', 'errors']);
  const { registrationOpen } = useFeatureSwitches();
  const navigate = useNavigate();
  // The page that sent the visitor here (an invitation) opens once the address is confirmed.
  const redirect = safeRedirectPath(useSearchParams()[0].get(REDIRECT_PARAM));
  const message = useValidationMessage();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ ...values, redirect });
      savePendingEmail(values.email);
      navigate(
        redirect ? `${VERIFY_STEP_PATH}&${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : VERIFY_STEP_PATH,
      );
    } catch {
      // Shown from the mutation's error state below.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {registrationOpen ? null : (
        <Alert role="status">
          <Info aria-hidden="true" />
          <p>{t('errors:codes.REGISTRATION_CLOSED')}</p>
        </Alert>
      )}
      {signUp.error ? (
        <FormErrorAlert
          title={t('errors.signUpTitle')}
          description={describeAuthError(signUp.error, 'signUp')}
        />
      ) : null}
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        error={message(errors.name?.message)}
        {...form.register('name')}
      />
      <EmailField error={message(errors.email?.message)} {...form.register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={message(errors.password?.message)}
        {...form.register('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={isSubmitting}
        // Closed by a super administrator: the server would refuse, so the form does not offer it.
        disabled={!registrationOpen}
      >
        {t('register.submit')}
      </Button>
    </form>
  );
}
