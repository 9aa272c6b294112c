import { useTranslation } from '@web/lib/use-translation';

/** The dashboard's main landmark; the server's first paint of the page uses the same (see ../static). */
export const DASHBOARD_MAIN_CLASS = 'mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12';

/**
 * The welcome and the line under it: the page's largest text. The server sends this very markup
 * with the HTML to a signed-in person (../static/render-dashboard-skeleton.tsx), so it paints
 * before the app's code has run; the app's render then puts the same text in the same place.
 */
export function DashboardHeading({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <h1 className="break-words font-bold text-3xl tracking-tight sm:text-4xl">
        {name ? t('welcome', { name }) : t('welcomeFallback')}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-muted-foreground">{t('subtitle')}</p>
    </>
  );
}
