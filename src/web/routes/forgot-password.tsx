import { SectionErrorBoundary } from '@web/components/ui/section-error-boundary';
import { ForgotPasswordScreen } from '@web/features/auth/components/forgot-password-screen';

export function ForgotPasswordPage() {
  return (
    <SectionErrorBoundary section="Authentication">
      <ForgotPasswordScreen />
    </SectionErrorBoundary>
  );
}

export default ForgotPasswordPage;
