import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { LogOut, Monitor, Smartphone, Tablet } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ActiveSession, useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useProfileErrorText } from '../hooks/use-profile-error-text';
import { describeUserAgent } from '../lib/user-agent';
import { ProfileSection } from './profile-section';
import { SectionLoadError, SectionLoading } from './section-states';

const KIND_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

/** Section 7: the devices signed in now; sign one or all the others out. */
export function SessionsSection({ currentSessionId }: { currentSessionId: string | null }) {
  const { t } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();

  const list = [...(sessions.data ?? [])].sort((a, b) => {
    // This device first, then the most recently active.
    if (a.id === currentSessionId) return -1;
    if (b.id === currentSessionId) return 1;
    return new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime();
  });
  const others = list.filter((session) => session.id !== currentSessionId);

  let content: ReactNode;
  if (sessions.isPending) {
    content = <SectionLoading rows={2} rowClassName="h-16 w-full" />;
  } else if (sessions.isError) {
    content = (
      <SectionLoadError
        title={t('sessions.loadError')}
        text={errorText(sessions.error)}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else {
    content = (
      <>
        <ul className="grid divide-y divide-border rounded-xl border border-border">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} current={session.id === currentSessionId} />
          ))}
        </ul>
        {others.length > 0 ? (
          <div>
            <Button
              variant="outline"
              loading={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: () => toast({ title: t('sessions.othersRevoked'), variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: t('sessions.failed'),
                      description: errorText(error),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <LogOut aria-hidden="true" />
              {t('sessions.revokeOthers')}
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{t('sessions.onlyThis')}</p>
        )}
      </>
    );
  }

  return (
    <ProfileSection id="sessions" title={t('sections.sessions')} description={t('sessions.description')}>
      {content}
    </ProfileSection>
  );
}

function SessionRow({ session, current }: { session: ActiveSession; current: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const errorText = useProfileErrorText();
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  const Icon = KIND_ICONS[device.kind];
  const name =
    device.browser && device.os
      ? t('sessions.device', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('sessions.unknownDevice'));
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <Icon aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>{name}</span>
          <span className="sr-only">({t(`sessions.kind.${device.kind}`)})</span>
          {current ? (
            <Badge className="bg-primary text-primary-foreground">{t('sessions.thisDevice')}</Badge>
          ) : null}
        </p>
        <p className="text-muted-foreground text-sm">
          {session.ipAddress ? t('sessions.ip', { ip: session.ipAddress }) : t('sessions.unknownIp')}
        </p>
        <p className="text-muted-foreground text-xs">
          {t('sessions.created', { date: formatDateTime(session.createdAt, language) ?? '' })}
          {' · '}
          {t('sessions.lastActive', { date: formatDateTime(session.updatedAt, language) ?? '' })}
        </p>
      </div>
      {current ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('sessions.revokeLabel', { device: name })}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(
              { token: session.token },
              {
                onSuccess: () => toast({ title: t('sessions.revoked'), variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: t('sessions.failed'),
                    description: errorText(error),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
