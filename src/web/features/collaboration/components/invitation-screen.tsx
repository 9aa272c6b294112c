import type { InvitationPreview, InvitationState } from '@common/collaboration';
import { PageMain } from '@web/components/layout/page-main';
import { SiteFooter } from '@web/components/layout/site-footer';
import { SiteHeader } from '@web/components/layout/site-header';
import { Alert, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { LoadErrorAlert } from '@web/components/ui/load-error-alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useSession } from '@web/features/auth';
import { statusOf } from '@web/lib/api-error';
import { errorCodeKey, errorCodeOf } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format-date';
import { REDIRECT_PARAM } from '@web/lib/safe-redirect';
import { useSignOut } from '@web/lib/sign-out';
import { useTranslation } from '@web/lib/use-translation';
import { AlertCircle, Check, LogIn, LogOut, MailOpen, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

/** What the page says of an invitation that can no longer be accepted. */
type Ended = Exclude<InvitationState, 'pending'> | 'unknown';
const ENDED_KEYS = { accepted: 'used', expired: 'expired', revoked: 'revoked', unknown: 'unknown' } as const;
/** Refusals of the accept call that mean the invitation itself has ended. */
const ENDED_BY_CODE: Record<string, Ended> = {
  INVITATION_EXPIRED: 'expired',
  INVITATION_USED: 'accepted',
  INVITATION_REVOKED: 'revoked',
  NOT_FOUND: 'unknown',
};

/** `/invitations/:token`: who invites whom to which goal, and the way to accept it. */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useTranslation('collaboration');
  const query = useInvitation(token);
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('page.loading')}</span>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-11 w-40" />
      </div>
    );
  } else if (query.isError && statusOf(query.error) !== 404) {
    content = (
      <LoadErrorAlert
        text={t('page.loadError')}
        retryLabel={t('page.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    content = <EndedInvitation state="unknown" invitedBy="" />;
  } else if (query.data.state !== 'pending') {
    content = <EndedInvitation state={query.data.state} invitedBy={query.data.invitedBy} />;
  } else {
    content = <PendingInvitationView token={token} invitation={query.data} />;
  }
  return (
    <div className="flex flex-1 flex-col">
      <SiteHeader />
      <PageMain className="mx-auto grid w-full max-w-xl content-start gap-6 px-4 py-10 sm:px-6 sm:py-16">
        <div className="grid gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          {content}
        </div>
      </PageMain>
      <SiteFooter />
    </div>
  );
}

function EndedInvitation({ state, invitedBy }: { state: Ended; invitedBy: string }) {
  const { t } = useTranslation('collaboration');
  const { isAuthenticated } = useSession();
  const key = ENDED_KEYS[state];
  return (
    <>
      <h1 className="font-bold text-2xl tracking-tight">{t(`page.${key}.title`)}</h1>
      <p className="text-muted-foreground">{t(`page.${key}.text`, { name: invitedBy })}</p>
      {isAuthenticated ? (
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/dashboard">{t('page.toDashboard')}</Link>
        </Button>
      ) : null}
    </>
  );
}

function PendingInvitationView({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation(['collaboration', 'errors']);
  const session = useSession();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  // The invitation is bound to its address: another account learns so before trying.
  const otherAccount =
    session.user !== null && session.user.email.toLowerCase() !== invitation.email.toLowerCase();
  const code = accept.isError
    ? (errorCodeOf(accept.error) ?? 'INTERNAL_ERROR')
    : otherAccount
      ? 'INVITATION_WRONG_ACCOUNT'
      : undefined;
  const ended = code ? ENDED_BY_CODE[code] : undefined;
  if (ended) return <EndedInvitation state={ended} invitedBy={invitation.invitedBy} />;

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('collaboration:page.accepted', { title: invitation.goalTitle }),
          variant: 'success',
        });
        navigate('/dashboard');
      },
    });

  return (
    <>
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-primary text-sm uppercase">
          <MailOpen aria-hidden="true" className="size-4" />
          {t('collaboration:page.heading')}
        </p>
        <h1 className="grid gap-1">
          <span className="text-lg text-muted-foreground">
            {t('collaboration:page.intro', { name: invitation.invitedBy })}
          </span>
          <span className="break-words font-bold text-3xl tracking-tight">{invitation.goalTitle}</span>
        </h1>
      </div>
      <p>
        <span className="mr-2 inline-flex rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground text-xs">
          {t(`collaboration:roles.${invitation.role}`)}
        </span>
        {t(`collaboration:page.role.${invitation.role}`)}
      </p>
      <p className="break-words text-muted-foreground text-sm">
        {t('collaboration:page.sentTo', {
          email: invitation.email,
          date: formatDate(invitation.expiresAt, i18n.resolvedLanguage) ?? '',
        })}
      </p>
      {code ? (
        <Alert variant="error" role="alert">
          <AlertCircle aria-hidden="true" />
          <div className="grid gap-2">
            <AlertTitle>{t(errorCodeKey(code))}</AlertTitle>
            {code === 'INVITATION_WRONG_ACCOUNT' && session.user ? (
              <p>{t('collaboration:page.signedInAs', { email: session.user.email })}</p>
            ) : null}
          </div>
        </Alert>
      ) : null}
      {session.isAuthenticated ? (
        <div className="flex flex-wrap gap-3">
          {code === 'INVITATION_WRONG_ACCOUNT' ? (
            <SignOutHere onSignedOut={() => accept.reset()} />
          ) : code === 'ALREADY_MEMBER' ? (
            <Button asChild>
              <Link to="/dashboard">{t('collaboration:page.toDashboard')}</Link>
            </Button>
          ) : (
            <Button size="lg" loading={accept.isPending} onClick={onAccept}>
              {accept.isPending ? null : <Check aria-hidden="true" />}
              {t('collaboration:page.accept')}
            </Button>
          )}
        </div>
      ) : (
        <SignedOutActions email={invitation.email} />
      )}
    </>
  );
}

/** A visitor signs in (or signs up) first and comes back here to accept. */
function SignedOutActions({ email }: { email: string }) {
  const { t } = useTranslation('collaboration');
  const { pathname } = useLocation();
  const back = `${REDIRECT_PARAM}=${encodeURIComponent(pathname)}`;
  return (
    <div className="grid gap-3">
      <p>{t('page.signedOut', { email })}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={`/account?mode=login&${back}`}>
            <LogIn aria-hidden="true" />
            {t('page.signIn')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/account?mode=register&${back}`}>
            <UserPlus aria-hidden="true" />
            {t('page.createAccount')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Signs out and stays on the invitation, whose sign-in link then leads back to it. */
function SignOutHere({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation('collaboration');
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      loading={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
    >
      {signOut.isPending ? null : <LogOut aria-hidden="true" />}
      {t('page.signOut')}
    </Button>
  );
}
