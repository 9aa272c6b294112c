import { useQueryClient } from '@tanstack/react-query';
import { HeaderFrame } from '@web/components/layout/header-frame';
import { Button } from '@web/components/ui/button';
import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import { toast } from '@web/components/ui/use-toast';
import { useSignOut } from '@web/lib/sign-out';
import { useTranslation } from '@web/lib/use-translation';
import { LayoutDashboard, LogOut, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_KEY_PREFIX } from '../api/admin-keys';

/** Sign out, as everywhere; on a phone only its icon shows, so the header fits 375 px. */
function AdminSignOut() {
  const { t } = useTranslation(['common', 'dashboard']);
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Button
      variant="outline"
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => navigate('/', { replace: true }),
          onError: () => toast({ title: t('dashboard:signOutFailed'), variant: 'destructive' }),
        })
      }
    >
      {signOut.isPending ? null : <LogOut aria-hidden="true" />}
      <span className="max-sm:sr-only">{t('actions.signOut')}</span>
    </Button>
  );
}

/** The admin area's header: refresh every admin figure, back to the user's own view, language, sign out. */
export function AdminHeader() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY_PREFIX });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <HeaderFrame logoTo="/admin">
      <Button variant="outline" onClick={() => void refresh()} loading={refreshing}>
        {refreshing ? null : <RefreshCw aria-hidden="true" />}
        {/* On a phone the icon carries the button; the label stays for screen readers. */}
        <span className="max-sm:sr-only">{refreshing ? t('header.refreshing') : t('header.refresh')}</span>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          <span className="max-sm:sr-only">{t('header.userView')}</span>
        </Link>
      </Button>
      <LanguageSwitcher />
      <AdminSignOut />
    </HeaderFrame>
  );
}
