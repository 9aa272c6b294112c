import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { ResetPasswordScreen } from '@web/features/auth/components/reset-password-screen';

export function ResetPasswordPage() {
  return (
    <SectionErrorBoundary section="Authentication">
      <ResetPasswordScreen />
    </SectionErrorBoundary>
  );
}

export default ResetPasswordPage;
