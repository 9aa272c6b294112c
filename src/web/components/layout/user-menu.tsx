import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import type { SessionUser } from '@web/features/auth';
import { useSignOut } from '@web/lib/sign-out';
import { useTranslation } from '@web/lib/use-translation';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';

function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '');
  return letters.join('').toUpperCase();
}

function Avatar({ user }: { user: SessionUser }) {
  if (user.image) return <img src={user.image} alt="" className="size-7 rounded-full object-cover" />;
  const initials = initialsOf(user.name);
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-7 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground text-xs"
    >
      {initials || <UserRound className="size-4" />}
    </span>
  );
}

/**
 * The signed-in person's menu: their picture and name open Dashboard, Profile and Sign Out. On narrow
 * screens only the picture shows, so the header never scrolls sideways.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['common', 'dashboard']);
  const navigate = useNavigate();
  const signOut = useSignOut();
  // A menu item that navigates hands focus to the new page's heading, not back to the trigger.
  const navigated = useRef(false);
  const go = (to: string) => {
    navigated.current = true;
    navigate(to);
  };
  const name = user.name.trim() || t('userMenu.fallbackName');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 max-w-48 gap-2 px-1.5 sm:px-2"
          aria-label={t('userMenu.label', { name })}
          loading={signOut.isPending}
        >
          <Avatar user={user} />
          <span className="hidden truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden="true" className="hidden sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={(event) => {
          if (navigated.current) event.preventDefault();
          navigated.current = false;
        }}
      >
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-foreground">{name}</span>
          <span className="block truncate text-xs">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => go('/dashboard')}>
          <LayoutDashboard aria-hidden="true" />
          {t('actions.dashboard')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go('/profile')}>
          <UserRound aria-hidden="true" />
          {t('actions.profile')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            signOut.mutate(undefined, {
              onSuccess: () => go('/'),
              onError: () => toast({ title: t('dashboard:signOutFailed'), variant: 'destructive' }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('actions.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
