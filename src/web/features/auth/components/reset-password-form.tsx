import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { describeAuthError, isInvalidToken } from '@web/lib/describe-auth-error';
import { useTranslation } from '@web/lib/use-translation';
import { useForm } from 'react-hook-form';
import { useResetPassword } from '../api/reset-password';
import { useValidationMessage } from '../hooks/use-validation-message';
import { type ResetPasswordValues, resetPasswordSchema } from '../lib/schemas';
import { FormErrorAlert } from './form-error-alert';

export function ResetPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}) {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ newPassword, token });
      onDone();
    } catch (error) {
      if (isInvalidToken(error)) onInvalidToken();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {reset.error && !isInvalidToken(reset.error) ? (
        <FormErrorAlert
          title={t('errors.resetPasswordTitle')}
          description={describeAuthError(reset.error, 'reset')}
        />
      ) : null}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        error={message(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
