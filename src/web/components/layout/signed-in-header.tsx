import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import type { SessionUser } from '@web/features/auth';
import { HeaderFrame } from './header-frame';
import { UserMenu } from './user-menu';

/** The one header of every signed-in page: logo, language and the person's menu. */
export function SignedInHeader({ user }: { user: SessionUser }) {
  return (
    <HeaderFrame logoTo="/dashboard">
      <LanguageSwitcher />
      <UserMenu user={user} />
    </HeaderFrame>
  );
}

export default SignedInHeader;
