import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { addBillingResources } from '@web/locales/billing-resources';
import { addLazyResources } from '@web/locales/lazy-resources';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '@web/locales/resources';
import { TEXT_VALUES } from '@web/locales/text-values';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

type RenderOptions = {
  path?: string;
  language?: 'en' | 'th';
  session?: unknown;
  meta?: unknown;
  /** Cached answers by query key, so screens render their data instead of a loading state. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
};

/** Renders a screen to HTML with the app's providers, without a browser. */
export async function renderPage(node: ReactNode, options: RenderOptions = {}): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources,
    ns: NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false, defaultVariables: TEXT_VALUES },
  });
  addLazyResources(i18n);
  addBillingResources(i18n);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, options.session ?? null);
  queryClient.setQueryData(['api', 'meta'], options.meta ?? { mode: 'production', socialProviders: [] });
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Visible text of rendered HTML, whitespace collapsed, entities for quotes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
