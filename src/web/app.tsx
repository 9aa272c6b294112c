import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { GlobalErrorBoundary } from './features/client-errors';
import type { createAppRouter } from './router';

type AppProps = { queryClient: QueryClient; i18n: I18n; router: ReturnType<typeof createAppRouter> };

/**
 * Its own chunk, mounted once the screen is drawn: Radix's toast code is not needed to draw the
 * first screen, and a toast asked for before it is here waits in the store (use-toast.ts).
 */
const Toaster = lazy(() => import('./components/ui/toaster').then(({ Toaster }) => ({ default: Toaster })));

export function App({ queryClient, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </QueryClientProvider>
      </GlobalErrorBoundary>
    </I18nextProvider>
  );
}
