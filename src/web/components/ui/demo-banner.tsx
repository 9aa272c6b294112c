import { useTranslation } from '@web/lib/use-translation';
import { FlaskConical } from 'lucide-react';

/** Shown on every page in demo mode so nobody mistakes the demo for the real service. */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('demo.label')}
      className="border-amber-300 border-b bg-warning-soft px-4 py-2 text-center text-sm text-warning-foreground"
    >
      <p className="inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1">
        <FlaskConical aria-hidden="true" className="hidden size-4 shrink-0 sm:inline" />
        <span>{t('demo.text')}</span>
        {/* Served by the server, outside the single-page app: a plain link, not a router link. */}
        <a
          href="/dev/mailbox"
          className="rounded font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t('demo.mailboxLink')}
        </a>
      </p>
    </aside>
  );
}
