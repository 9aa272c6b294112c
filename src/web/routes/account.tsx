import { AccountScreen } from '@web/features/auth/components/account-screen';
import { SectionErrorBoundary } from '@web/features/client-errors';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { useSearchParams } from 'react-router';

function useAccountTitle(): string {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('verify') === '1') return t('titles.verify');
  return params.get('mode') === 'register' ? t('titles.register') : t('titles.signIn');
}

export function AccountPage() {
  usePageTitle(useAccountTitle());
  return (
    <SectionErrorBoundary section="Authentication">
      <AccountScreen />
    </SectionErrorBoundary>
  );
}

export default AccountPage;
