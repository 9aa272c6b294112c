import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_QUERY_KEY } from '@web/lib/query-keys';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { createTestI18n } from './test-i18n';

// Vitest's globals are off, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

type InteractiveOptions = {
  path?: string;
  language?: 'en' | 'th';
  session?: unknown;
  /** Cached answers by query key, so screens render their data instead of a loading state. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
};

/**
 * Mounts a component with the app's providers in the test's DOM (a file starting with
 * `// @vitest-environment happy-dom`) and answers a user to click and type with, the router (to
 * see where a screen navigated) and the i18n instance. Queries never retry, as in a failed test
 * a retry would only hide the answer the screen got.
 */
export async function renderInteractive(node: ReactNode, options: InteractiveOptions = {}) {
  const i18n = await createTestI18n(options.language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, options.session ?? null);
  queryClient.setQueryData(['api', 'meta'], { mode: 'production', socialProviders: [] });
  for (const [key, data] of options.queryData ?? []) queryClient.setQueryData(key, data);
  const router = createMemoryRouter([{ path: '*', element: node }], {
    initialEntries: [options.path ?? '/'],
  });
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, router, i18n, queryClient };
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
