import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import { Logo } from '@web/components/ui/logo';
import type { ReactNode } from 'react';

/** Logo on the left; language switcher and the page's own actions on the right. */
export function SiteHeader({ children, logoTo }: { children?: ReactNode; logoTo?: string }) {
  return (
    <header className="border-border/70 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo to={logoTo} />
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitcher />
          {children}
        </div>
      </div>
    </header>
  );
}
