import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { useSession } from '@web/features/auth';
import { SignOutButton } from '@web/features/auth/components/sign-out-button';
import { DashboardView } from '@web/features/dashboard/components/dashboard-view';
import { ProfileLink } from '@web/features/profile';

/** `/dashboard` (and `/` once signed in and verified). */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <SectionErrorBoundary section="Dashboard">
      <DashboardView
        headerActions={
          <>
            <ProfileLink image={user?.image} />
            <SignOutButton size="sm" className="h-10" />
          </>
        }
      />
    </SectionErrorBoundary>
  );
}

export default DashboardPage;
