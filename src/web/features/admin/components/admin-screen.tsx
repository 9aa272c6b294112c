import { PageMain } from '@web/components/layout/page-main';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import { AdminGate } from './admin-gate';
import { AdminHeader } from './admin-header';
import { AdminTabs } from './admin-tabs';

/** `/admin`: the gate first; then the header, the title and the tabs. */
export function AdminScreen() {
  const { t } = useTranslation(['admin', 'superAdmin']);
  return (
    <AdminGate>
      {(user) => (
        <div className="flex min-h-dvh flex-col">
          <AdminHeader />
          <PageMain className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-bold text-2xl sm:text-3xl">{t('admin:title')}</h1>
              <Badge>{t(`header.roles.${user.role}`)}</Badge>
              {user.role === 'super_admin' ? (
                <Button asChild variant="outline" size="sm" className="ml-auto">
                  <Link to="/super-admin">
                    <ShieldHalf aria-hidden="true" />
                    {t('superAdmin:openFromAdmin')}
                  </Link>
                </Button>
              ) : null}
            </div>
            <AdminTabs />
          </PageMain>
        </div>
      )}
    </AdminGate>
  );
}
