import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

export type ProfileSectionId =
  | 'profile'
  | 'language'
  | 'email'
  | 'password'
  | 'twoFactor'
  | 'emailCode'
  | 'sessions'
  | 'accounts'
  | 'reminders'
  | 'support'
  | 'plan'
  | 'data'
  | 'danger';

/** The in-page address of a section, used by the section list. */
export const sectionAnchor = (id: ProfileSectionId) => `profile-${id}`;

/** One card of the profile screen: a heading (a landmark for screen readers) and its content. */
export function ProfileSection({
  id,
  title,
  description,
  aside,
  tone = 'default',
  children,
}: {
  id: ProfileSectionId;
  title: string;
  description?: ReactNode;
  /** Shown beside the heading, e.g. an on/off badge. */
  aside?: ReactNode;
  tone?: 'default' | 'danger';
  children?: ReactNode;
}) {
  const anchor = sectionAnchor(id);
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className={cn(
        'scroll-mt-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id={`${anchor}-title`}
          className={cn('font-semibold text-xl', tone === 'danger' && 'text-destructive')}
        >
          {title}
        </h2>
        {aside}
      </div>
      {description ? <div className="mt-1 text-muted-foreground text-sm">{description}</div> : null}
      {children ? <div className="mt-5 grid gap-4">{children}</div> : null}
    </section>
  );
}
