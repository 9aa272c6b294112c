import type { GoalMember, GoalPerson } from '@common/collaboration';
import { Badge } from '@web/components/ui/badge';
import { useTranslation } from '@web/lib/use-translation';
import { Users } from 'lucide-react';
import { initialOf } from '../lib/permissions';

/** How many round initials a card shows before "+n". */
const AVATARS_SHOWN = 4;

/** On a goal someone shared with me: whose it is. */
export function SharedByBadge({ owner }: { owner: GoalPerson }) {
  const { t } = useTranslation('collaboration');
  return (
    <Badge className="max-w-full bg-warning-soft text-warning-foreground">
      <Users aria-hidden="true" />
      <span className="truncate">{t('card.sharedBy', { name: owner.name })}</span>
    </Badge>
  );
}

/** The people on a shared goal as initials; the full names are in the label (and each tooltip). */
export function MemberAvatars({ members }: { members: GoalMember[] }) {
  const { t, i18n } = useTranslation('collaboration');
  if (members.length === 0) return null;
  const names = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
    members.map((member) => member.name),
  );
  const shown = members.slice(0, AVATARS_SHOWN);
  const more = members.length - shown.length;
  return (
    <p className="flex items-center" title={names}>
      <span className="sr-only">{t('card.people', { names })}</span>
      <span aria-hidden="true" className="flex items-center -space-x-1.5">
        {shown.map((member) => (
          <span
            key={member.id}
            title={member.name}
            className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-secondary font-semibold text-secondary-foreground text-xs"
          >
            {initialOf(member.name)}
          </span>
        ))}
        {more > 0 ? (
          <span className="flex size-7 items-center justify-center rounded-full border-2 border-card bg-muted font-semibold text-muted-foreground text-xs">
            +{more}
          </span>
        ) : null}
      </span>
    </p>
  );
}

/** Beside a shared goal's scrapbook, for its members: who else plans this goal, and as what. */
export function GoalPeoplePanel({ members }: { members: GoalMember[] }) {
  const { t } = useTranslation('collaboration');
  return (
    <section
      aria-labelledby="goal-people-title"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <h2 id="goal-people-title" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4" />
        {t('dialog.titleMember')}
      </h2>
      <ul className="grid gap-2">
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-2 text-sm">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground text-xs"
            >
              {initialOf(member.name)}
            </span>
            <span className="min-w-0 flex-1 break-words">{member.name}</span>
            <span className="text-muted-foreground">{t(`roles.${member.role}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
