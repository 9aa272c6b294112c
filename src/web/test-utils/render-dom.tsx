import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import { addBillingResources } from '@web/locales/billing-resources';
import { addLazyResources } from '@web/locales/lazy-resources';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from '@web/locales/resources';
import { TEXT_VALUES } from '@web/locales/text-values';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

type DomOptions = {
  language?: 'en' | 'th';
  session?: unknown;
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
};

/**
 * Mounts a screen in the test's DOM (happy-dom) with the app's providers, for tests that click,
 * type and follow focus. Use with `// @vitest-environment happy-dom` at the top of the file.
 */
export async function renderDom(node: ReactNode, options: DomOptions = {}) {
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
  queryClient.setQueryData(['api', 'meta'], { mode: 'production', socialProviders: [] });
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** Makes `prefers-reduced-motion: reduce` answer `reduce` (or not) for the components under test. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
