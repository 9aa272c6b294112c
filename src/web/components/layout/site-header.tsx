import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import type { ReactNode } from 'react';
import { HeaderFrame } from './header-frame';
import { useInSignedInShell } from './signed-in-shell';

/**
 * The visitor's header: logo, language switcher and the page's own actions. Inside the signed-in
 * layout it renders nothing, so a screen shared by visitors and signed-in people never shows two.
 */
export function SiteHeader({ children, logoTo }: { children?: ReactNode; logoTo?: string }) {
  if (useInSignedInShell()) return null;
  return (
    <HeaderFrame logoTo={logoTo}>
      <LanguageSwitcher />
      {children}
    </HeaderFrame>
  );
}
