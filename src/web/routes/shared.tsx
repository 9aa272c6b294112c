import { SharedScrapbookScreen, useSharedScrapbook } from '@web/features/shares';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTranslation } from '@web/lib/use-translation';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';
import { useParams } from 'react-router';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** /shared/:token: the public shared scrapbook, for visitors and signed-in users alike. */
export function SharedPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  // The same query as the screen's, so the title costs no second request.
  const shared = useSharedScrapbook(token);
  usePageTitle(shared.data?.share.title ?? t('titles.shared'));
  return <SharedScrapbookScreen token={token} />;
}

export default SharedPage;
