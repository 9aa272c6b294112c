import { cn } from '@web/lib/utils';
import type { ReactNode, RefObject } from 'react';

type SuperAdminSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  intro: string;
  /** Given when the section's dialogs give focus back to its heading: it can then take focus. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
};

/** A super-admin section: its heading and a line on what it is for, then its body. */
export function SuperAdminSection({ id, heading, intro, headingRef, children }: SuperAdminSectionProps) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={cn('font-semibold text-xl', headingRef && 'focus:outline-none')}
        >
          {heading}
        </h2>
        <p className="text-muted-foreground text-sm">{intro}</p>
      </div>
      {children}
    </section>
  );
}
