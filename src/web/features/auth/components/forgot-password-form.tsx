import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextLink } from '@web/components/ui/text-link';
import { describeAuthError } from '@web/lib/describe-auth-error';
import { useTranslation } from '@web/lib/use-translation';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useValidationMessage } from '../hooks/use-validation-message';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../lib/schemas';
import { EmailField } from './email-field';
import { FormErrorAlert } from './form-error-alert';

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;
  // The empty field gets a titled message rather than a short field error.
  const missingEmail = emailError === 'resetEmailRequired';

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      onSent();
    } catch {
      // Shown from the mutation's error state below.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {missingEmail ? (
        <FormErrorAlert
          title={t('validation.resetEmailRequiredTitle')}
          description={t('validation.resetEmailRequired')}
        />
      ) : null}
      {request.error ? (
        <FormErrorAlert
          title={t('errors.resetTitle')}
          description={describeAuthError(request.error, 'forgot')}
        />
      ) : null}
      <EmailField
        error={missingEmail ? undefined : message(emailError)}
        aria-invalid={emailError ? true : undefined}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <TextLink to="/account?mode=login">{t('forgot.backToLogin')}</TextLink>
      </p>
    </form>
  );
}
