import type { AdminCheck } from '@common/admin';
import { PageMain } from '@web/components/layout/page-main';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { PageLoading } from '@web/components/ui/page-loading';
import { statusOf } from '@web/lib/api-error';
import { signInPathFor } from '@web/lib/safe-redirect';
import { useTranslation } from '@web/lib/use-translation';
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAdminCheck } from '../api/check-access';

export type AdminIdentity = AdminCheck['data']['user'];

type AdminGateProps = {
  /** Only super administrators get through (an administrator sees the refusal). */
  superAdminOnly?: boolean;
  children: (user: AdminIdentity) => ReactNode;
};

function AccessDenied({ superAdminOnly }: { superAdminOnly: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <PageMain className="flex items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h1 className="mt-4 font-bold text-2xl">
          {superAdminOnly ? t('gate.superDeniedTitle') : t('gate.deniedTitle')}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {superAdminOnly ? t('gate.superDeniedText') : t('gate.deniedText')}
        </p>
        <p className="mt-2 text-muted-foreground text-sm">{t('gate.deniedHint')}</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">{t('gate.returnToDashboard')}</Link>
        </Button>
      </Card>
    </PageMain>
  );
}

/**
 * Shows its children only to those the server lets into the admin area; the server's answer
 * decides, never a role remembered in the browser. Visitors are sent to sign in and come back.
 */
export function AdminGate({ superAdminOnly = false, children }: AdminGateProps) {
  const { t } = useTranslation('admin');
  const check = useAdminCheck();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = statusOf(check.error) === 401;
  const signInPath = signInPathFor(location);
  const sent = useRef(false);

  useEffect(() => {
    // Once: the sign-in form's own address must not become the page to come back to.
    if (!signedOut || sent.current) return;
    sent.current = true;
    navigate(signInPath, { replace: true });
  }, [signedOut, signInPath, navigate]);

  if (check.isPending || signedOut) return <PageLoading label={t('gate.verifying')} />;
  if (check.isError) {
    return (
      <PageMain className="flex items-center justify-center px-4 py-12">
        <div className="grid w-full max-w-md gap-4">
          <ErrorAlert text={t('gate.checkFailed')} />
          <Button variant="outline" onClick={() => void check.refetch()} loading={check.isFetching}>
            {t('gate.retry')}
          </Button>
        </div>
      </PageMain>
    );
  }
  const user = check.data?.data.hasAccess ? check.data.data.user : null;
  if (!user || (superAdminOnly && user.role !== 'super_admin')) {
    return <AccessDenied superAdminOnly={superAdminOnly && user !== null} />;
  }
  return children(user);
}
