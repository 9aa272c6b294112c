import { buttonVariants } from '@web/components/ui/button';
import { useTranslation } from '@web/lib/use-translation';
import { Download } from 'lucide-react';
import { EXPORT_DATA_PATH } from '../api/export-data';
import { ProfileSection } from './profile-section';

/** Section 9: everything the user keeps here, as one ZIP (data portability). */
export function DataSection() {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection id="data" title={t('sections.data')} description={t('data.description')}>
      <div>
        {/* A plain link: the browser streams the ZIP to disk with the server's file name. */}
        <a href={EXPORT_DATA_PATH} download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden="true" />
          {t('data.download')}
        </a>
      </div>
    </ProfileSection>
  );
}
