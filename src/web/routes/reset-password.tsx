import { ResetPasswordScreen } from '@web/features/auth/components/reset-password-screen';
import { SectionErrorBoundary } from '@web/features/client-errors';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.resetPassword'));
  return (
    <SectionErrorBoundary section="Authentication">
      <ResetPasswordScreen />
    </SectionErrorBoundary>
  );
}

export default ResetPasswordPage;
