import type { AdminUser } from '@common/admin';
import { Badge } from '@web/components/ui/badge';
import { formatDate } from '@web/lib/format-date';
import { useTranslation } from '@web/lib/use-translation';
import { cn } from '@web/lib/utils';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation('people');
  return (
    <Badge
      className={cn(
        role === 'user' && 'bg-muted text-muted-foreground',
        role === 'super_admin' && 'bg-primary text-primary-foreground',
      )}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}

/** "Pro until 3 Mar 2027", "Pro (given)" or "Free". */
export function PlanText({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('people');
  if (user.plan !== 'pro') return <span>{t('plans.free')}</span>;
  const until = formatDate(user.proUntil, i18n.resolvedLanguage);
  return (
    <span className="grid">
      <span className="font-medium">
        {t('plans.pro')}
        {user.planSource === 'admin' ? ` · ${t('plans.given')}` : ''}
      </span>
      {until ? (
        <span className="text-muted-foreground text-xs">{t('plans.until', { date: until })}</span>
      ) : null}
    </span>
  );
}

/** "Suspended until 3 Mar 2027" (with the reason) or "Active". */
export function AccountState({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation('people');
  if (!user.suspended) return <span className="text-muted-foreground">{t('state.active')}</span>;
  const until = formatDate(user.suspendedUntil, i18n.resolvedLanguage);
  return (
    <span className="grid gap-0.5">
      <Badge className="w-fit bg-destructive text-destructive-foreground">
        {until ? t('state.suspendedUntil', { date: until }) : t('state.suspended')}
      </Badge>
      {user.suspendedReason ? (
        <span className="line-clamp-2 text-muted-foreground text-xs">{user.suspendedReason}</span>
      ) : null}
    </span>
  );
}
