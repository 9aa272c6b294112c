import { AccountDeletedView } from '@web/features/account/components/account-deleted-view';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/account-deleted`: all a deleted account's browser shows until the user leaves it. */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.accountDeleted'));
  return <AccountDeletedView />;
}

export default AccountDeletedPage;
