import { Logo } from '@web/components/ui/logo';
import type { ReactNode } from 'react';

/** Logo on the left, actions on the right; the actions shrink before the page scrolls sideways. */
export function HeaderFrame({ children, logoTo }: { children?: ReactNode; logoTo?: string }) {
  return (
    <header className="border-border/70 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
        <Logo to={logoTo} className="shrink-0" />
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">{children}</div>
      </div>
    </header>
  );
}
