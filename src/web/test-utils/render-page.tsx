import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createTestI18n } from './test-i18n';

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
  const i18n = await createTestI18n(options.language);
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
