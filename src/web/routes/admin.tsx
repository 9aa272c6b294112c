import { AdminScreen } from '@web/features/admin';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';

/** `/admin`: the administrators' area, its own chunk; the server decides who may see it. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('title'));
  return <AdminScreen />;
}

export default AdminPage;
