import { SharedScrapbookScreen } from '@web/features/shares';
import { addLazyResources } from '@web/locales/lazy-resources';
import i18n from 'i18next';
import { useParams } from 'react-router';

// This screen's texts travel with its chunk (see lazy-resources.ts).
addLazyResources(i18n);

/** /shared/:token: the public shared scrapbook, for visitors and signed-in users alike. */
export function SharedPage() {
  const { token = '' } = useParams();
  return <SharedScrapbookScreen token={token} />;
}

export default SharedPage;
