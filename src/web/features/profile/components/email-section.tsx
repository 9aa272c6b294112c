import { EMAIL_MAX_LENGTH } from '@common/limits';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { useIsDemo } from '@web/features/meta';
import { useTranslation } from '@web/lib/use-translation';
import { CircleCheck, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { useChangeEmail } from '../api/change-email';
import type { ProfileUser } from '../api/get-profile-session';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { DemoMailboxLink } from './demo-mailbox-link';
import { ProfileSection } from './profile-section';

const emailSchema = z.email();

/** Section 3: change the address; confirmed from the current one first. */
export function EmailSection({ user }: { user: ProfileUser }) {
  const { t } = useTranslation(['profile', 'auth']);
  const errorText = useProfileErrorText();
  const changeEmail = useChangeEmail();
  const isDemo = useIsDemo();
  const [newEmail, setNewEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = newEmail.trim().toLowerCase();
    if (!value) {
      setInvalid(t('auth:validation.emailRequired'));
      return;
    }
    if (value.length > EMAIL_MAX_LENGTH) {
      setInvalid(t('auth:validation.emailTooLong', { emailMax: EMAIL_MAX_LENGTH }));
      return;
    }
    if (!emailSchema.safeParse(value).success) {
      setInvalid(t('auth:validation.emailInvalid'));
      return;
    }
    setInvalid(null);
    setFailure(null);
    changeEmail.mutate(
      { newEmail: value },
      {
        onSuccess: () => {
          setSentTo(value);
          setNewEmail('');
          toast({ title: t('profile:email.sentToast'), variant: 'success' });
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <ProfileSection
      id="email"
      title={t('profile:sections.email')}
      description={<p>{t('profile:email.description')}</p>}
    >
      <div className="grid gap-1">
        <p className="font-medium text-muted-foreground text-sm">{t('profile:email.current')}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all font-semibold">{user.email}</span>
          {user.emailVerified ? (
            <Badge className="bg-success-soft text-green-900">
              <CircleCheck aria-hidden="true" />
              {t('profile:email.verified')}
            </Badge>
          ) : (
            <Badge className="bg-warning-soft text-warning-foreground">{t('profile:email.unverified')}</Badge>
          )}
        </p>
      </div>
      {sentTo ? (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <div className="grid gap-2">
            <AlertTitle>{t('profile:email.sentTitle')}</AlertTitle>
            <p>{t('profile:email.sentText', { email: user.email, newEmail: sentTo })}</p>
            <div className="flex flex-wrap gap-3">
              {isDemo ? <DemoMailboxLink label={t('profile:email.openMailbox')} /> : null}
              <Button variant="link" onClick={() => setSentTo(null)}>
                {t('profile:email.changeAgain')}
              </Button>
            </div>
          </div>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:max-w-md">
          {failure ? <ErrorAlert title={t('profile:email.failed')} text={failure} /> : null}
          <TextField
            label={t('profile:email.newEmail')}
            type="email"
            name="newEmail"
            autoComplete="email"
            inputMode="email"
            value={newEmail}
            error={invalid ?? undefined}
            onChange={(event) => {
              setNewEmail(event.target.value);
              if (invalid) setInvalid(null);
            }}
          />
          <div>
            <Button type="submit" loading={changeEmail.isPending}>
              {t('profile:email.submit')}
            </Button>
          </div>
        </form>
      )}
    </ProfileSection>
  );
}
