import type { Locale } from '@common/limits';
import type { SharedScrapbook } from '@common/shares';
import { RouteAnnouncer } from '@web/components/layout/route-announcer';
import { SkipLink } from '@web/components/layout/skip-link';
import { DemoBanner } from '@web/components/ui/demo-banner';
import { CATALOG_OPTIONS } from '@web/locales/catalog-options';
import { addLazyResources } from '@web/locales/lazy-resources';
import { createInstance, type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { SharedScrapbookPage } from '../components/shared-scrapbook-view';
import { sharedScrapbookView } from '../lib/shared-view';

export type RenderedShared = { title: string; body: string };

/** One i18n instance per language, made with the first page in it: nothing ever changes its language. */
const instances = new Map<Locale, I18n>();
function i18nFor(language: Locale): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = createInstance();
    void i18n.init({ ...CATALOG_OPTIONS, lng: language, initAsync: false });
    addLazyResources(i18n);
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * A shared scrapbook as the app shows it (skip link, route announcer, the demo banner in demo
 * mode, then the page), rendered by the server for each request so that the book arrives with the
 * HTML instead of after the app's JavaScript and a second request. `data` null: a dead link.
 * Built at build time into a self-contained module the server loads on the first shared page
 * (scripts/prerender.ts), so neither React nor the catalogues sit in the server's memory before.
 */
export function renderSharedPage(
  data: SharedScrapbook | null,
  language: Locale,
  demo: boolean,
): RenderedShared {
  const i18n = i18nFor(language);
  const view = data ? sharedScrapbookView(data, language) : null;
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/shared">
        <SkipLink />
        <RouteAnnouncer />
        {demo ? <DemoBanner /> : null}
        <SharedScrapbookPage view={view} />
      </StaticRouter>
    </I18nextProvider>,
  );
  const title = view
    ? i18n.t('titles.format', { page: view.title })
    : i18n.t('titles.format', { page: i18n.t('titles.shared') });
  return { title, body };
}
