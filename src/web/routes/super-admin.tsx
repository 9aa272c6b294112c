import { SuperAdminScreen } from '@web/features/admin';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/super-admin`: the super administrators' screen, its own chunk; the server decides who may see it. */
export function SuperAdminPage() {
  const { t } = useTranslation('superAdmin');
  usePageTitle(t('title'));
  return <SuperAdminScreen />;
}

export default SuperAdminPage;
