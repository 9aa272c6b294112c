import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { SignOutButton } from '@web/features/auth/components/sign-out-button';
import { DashboardView } from '@web/features/dashboard/components/dashboard-view';

/** `/dashboard` (and `/` once signed in and verified). */
export function DashboardPage() {
  return (
    <SectionErrorBoundary section="Dashboard">
      <DashboardView headerActions={<SignOutButton size="sm" className="h-10" />} />
    </SectionErrorBoundary>
  );
}

export default DashboardPage;
