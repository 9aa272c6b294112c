import { useTranslation } from '@web/lib/use-translation';
import { useLayoutEffect } from 'react';

/**
 * Sets the tab's title to "<page> · Someday" in the app's language (the app's name alone when
 * `page` is not known yet). Set during the commit, so the route announcer reads the new title.
 */
export function usePageTitle(page: string | null | undefined): void {
  const { t } = useTranslation('common');
  useDocumentTitle(page ? t('titles.format', { page }) : t('appName'));
}

/** A title used as it is (the landing page's). */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
