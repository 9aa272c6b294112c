import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from './components/ui/toaster';
import { TooltipProvider } from './components/ui/tooltip';
import { GlobalErrorBoundary } from './features/client-errors';
import type { createAppRouter } from './router';

type AppProps = { queryClient: QueryClient; i18n: I18n; router: ReturnType<typeof createAppRouter> };

export function App({ queryClient, i18n, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <TooltipProvider>
            <RouterProvider router={router} />
            <Toaster />
          </TooltipProvider>
        </QueryClientProvider>
      </GlobalErrorBoundary>
    </I18nextProvider>
  );
}
