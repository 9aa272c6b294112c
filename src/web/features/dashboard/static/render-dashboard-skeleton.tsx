import { LOCALES, type Locale } from '@common/limits';
import { PageMain } from '@web/components/layout/page-main';
import { CATALOG_OPTIONS } from '@web/locales/catalog-options';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { DASHBOARD_MAIN_CLASS, DashboardHeading } from '../components/dashboard-heading';

/** Where scripts/prerender.ts writes the skeletons (the server reads them there). */
export const DASHBOARD_SKELETON_FILE = 'prerendered/dashboard-skeleton.json';

/** Stands for the person's name in `named`; the server puts the name, HTML-escaped, in its place. */
export const NAME_MARK = '%NAME%';

/** The dashboard's heading for a person with a name (holding NAME_MARK) and for one without. */
export type DashboardSkeleton = { named: string; unnamed: string };

/**
 * The dashboard's main landmark with only its heading, as the app renders it, in each language:
 * the server sends it after the header's outline to a signed-in person asking for `/` or
 * `/dashboard`, so the page's largest text paints with the HTML (src/server/web-app.ts).
 */
export function renderDashboardSkeletons(): Record<Locale, DashboardSkeleton> {
  const render = (language: Locale, name: string | null) => {
    const i18n = createInstance();
    void i18n.init({ ...CATALOG_OPTIONS, lng: language, initAsync: false });
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <PageMain className={DASHBOARD_MAIN_CLASS}>
          <DashboardHeading name={name} />
        </PageMain>
      </I18nextProvider>,
    );
  };
  const entries = LOCALES.map((language) => {
    const named = render(language, NAME_MARK);
    if (named.split(NAME_MARK).length !== 2)
      throw new Error(`the ${language} welcome does not hold the name once`);
    return [language, { named, unnamed: render(language, null) }] as const;
  });
  return Object.fromEntries(entries) as Record<Locale, DashboardSkeleton>;
}
