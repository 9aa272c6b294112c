import { AccountDeletedView } from '@web/features/account/components/account-deleted-view';

/** `/account-deleted` (spec §2.3). */
export function AccountDeletedPage() {
  return <AccountDeletedView />;
}

export default AccountDeletedPage;
