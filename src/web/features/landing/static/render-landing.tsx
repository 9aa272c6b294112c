import type { Locale } from '@common/limits';
import { RouteAnnouncer } from '@web/components/layout/route-announcer';
import { SkipLink } from '@web/components/layout/skip-link';
import { DemoBanner } from '@web/components/ui/demo-banner';
import { CATALOG_OPTIONS } from '@web/locales/catalog-options';
import { LandingPage } from '@web/routes/landing';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';

export type RenderedLanding = { language: Locale; demo: boolean; title: string; body: string };

/**
 * The landing page as the app shows it to a visitor on `/` (skip link, route announcer, the demo
 * banner in demo mode, then the page), rendered once at build time so that its text arrives with
 * the HTML instead of after the app's JavaScript.
 */
export function renderLanding(language: Locale, demo: boolean): RenderedLanding {
  const i18n = createInstance();
  void i18n.init({
    ...CATALOG_OPTIONS,
    lng: language,
    initAsync: false,
  });
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <SkipLink />
        <RouteAnnouncer />
        {demo ? <DemoBanner /> : null}
        <LandingPage />
      </StaticRouter>
    </I18nextProvider>,
  );
  return { language, demo, title: i18n.t('titles.landing'), body };
}
