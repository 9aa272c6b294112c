import { ForgotPasswordScreen } from '@web/features/auth/components/forgot-password-screen';
import { SectionErrorBoundary } from '@web/features/client-errors';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.forgotPassword'));
  return (
    <SectionErrorBoundary section="Authentication">
      <ForgotPasswordScreen />
    </SectionErrorBoundary>
  );
}

export default ForgotPasswordPage;
