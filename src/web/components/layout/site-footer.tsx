import { useTranslation } from '@web/lib/use-translation';
import { DocumentLinks } from './document-links';

/**
 * `documentLinks={false}` on the account-deleted page: a browser whose account is gone makes no
 * more requests, not even public ones.
 */
export function SiteFooter({ documentLinks = true }: { documentLinks?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="border-border border-t bg-muted/60">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-center text-muted-foreground text-sm sm:flex-row sm:px-6 sm:text-left">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        {documentLinks ? <DocumentLinks /> : null}
        <p>{t('footer.tagline')}</p>
      </div>
    </footer>
  );
}
