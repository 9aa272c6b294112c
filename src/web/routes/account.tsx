import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { AccountScreen } from '@web/features/auth/components/account-screen';

export function AccountPage() {
  return (
    <SectionErrorBoundary section="Authentication">
      <AccountScreen />
    </SectionErrorBoundary>
  );
}

export default AccountPage;
