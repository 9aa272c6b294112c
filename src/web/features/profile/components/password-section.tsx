import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/limits';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { useTranslation } from '@web/lib/use-translation';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useChangePassword } from '../api/change-password';
import { hasPassword, useAccounts } from '../api/list-accounts';
import { useSetPassword } from '../api/set-password';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { checkNewPassword, type PasswordProblem } from '../lib/password-form';
import { ProfileSection } from './profile-section';
import { SectionLoadError, SectionLoading } from './section-states';

/** Section 4: change the password, or set a first one when the user signs in only through a provider. */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const accounts = useAccounts();
  const errorText = useProfileErrorText();
  const withPassword = hasPassword(accounts.data);

  let content: ReactNode;
  let description: string | undefined;
  if (accounts.isPending) {
    content = <SectionLoading rows={2} rowClassName="h-11 w-full" className="sm:max-w-md" />;
  } else if (accounts.isError) {
    content = <SectionLoadError text={errorText(accounts.error)} onRetry={() => void accounts.refetch()} />;
  } else if (withPassword) {
    description = t('password.changeDescription');
    content = <ChangePasswordForm email={email} />;
  } else {
    description = t('password.setDescription');
    content = <SetPasswordForm email={email} />;
  }

  return (
    <ProfileSection id="password" title={t('sections.password')} description={description}>
      {content}
    </ProfileSection>
  );
}

/** The new password and its confirmation, shared by the change and set forms. */
function NewPasswordFields({
  next,
  confirm,
  problems,
  onNextChange,
  onConfirmChange,
}: {
  next: string;
  confirm: string;
  problems: { newPassword?: PasswordProblem; confirm?: PasswordProblem };
  onNextChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  const { t } = useTranslation('profile');
  const problemText = useProblemText();
  return (
    <>
      <TextField
        label={t('password.new')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        value={next}
        error={problemText(problems.newPassword)}
        onChange={(event) => onNextChange(event.target.value)}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        error={problemText(problems.confirm)}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}

function useProblemText() {
  const { t } = useTranslation('profile');
  return (problem: PasswordProblem | undefined) =>
    problem ? t(`password.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined;
}

function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const changePassword = useChangePassword();
  const checkboxId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [problems, setProblems] = useState<{
    current?: boolean;
    newPassword?: PasswordProblem;
    confirm?: PasswordProblem;
  }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...checkNewPassword(next, confirm), current: !current };
    setProblems(found);
    if (found.current || found.newPassword || found.confirm) return;
    setFailure(null);
    changePassword.mutate(
      { currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast({
            title: signOutOthers ? t('password.changedOthersOut') : t('password.changed'),
            variant: 'success',
          });
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      {failure ? <ErrorAlert title={t('password.failedChange')} text={failure} /> : null}
      {/* Lets password managers file the change under the right account. */}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <TextField
        label={t('password.current')}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        error={problems.current ? t('password.currentRequired') : undefined}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        next={next}
        confirm={confirm}
        problems={problems}
        onNextChange={setNext}
        onConfirmChange={setConfirm}
      />
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={signOutOthers}
          aria-describedby={`${checkboxId}-hint`}
          onChange={(event) => setSignOutOthers(event.target.checked)}
          className="mt-0.5 size-4 rounded border-input accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <div className="grid gap-0.5">
          <label htmlFor={checkboxId} className="text-sm">
            {t('password.signOutOthers')}
          </label>
          <p id={`${checkboxId}-hint`} className="text-muted-foreground text-xs">
            {t('password.signOutOthersHint')}
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" loading={changePassword.isPending}>
          {t('password.submitChange')}
        </Button>
      </div>
    </form>
  );
}

function SetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const setPassword = useSetPassword();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ newPassword?: PasswordProblem; confirm?: PasswordProblem }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(next, confirm);
    setProblems(found);
    if (found.newPassword || found.confirm) return;
    setFailure(null);
    setPassword.mutate(
      { newPassword: next },
      {
        onSuccess: () => toast({ title: t('password.set'), variant: 'success' }),
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:max-w-md">
      {failure ? <ErrorAlert title={t('password.failedSet')} text={failure} /> : null}
      <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
      <NewPasswordFields
        next={next}
        confirm={confirm}
        problems={problems}
        onNextChange={setNext}
        onConfirmChange={setConfirm}
      />
      <div>
        <Button type="submit" loading={setPassword.isPending}>
          {t('password.submitSet')}
        </Button>
      </div>
    </form>
  );
}
