import { PageLoading } from '@web/components/ui/page-loading';
import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { FallbackRoute } from './routes/fallback';
import { HomeRoute } from './routes/home';
import { AiIdeasPage, ProfilePage, ScrapbookPage, UpgradePage } from './routes/lazy-pages';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SignedInOnly } from './routes/signed-in-only';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Spec §4: while the deleted-account marker is set, every URL shows the account-deleted page only. */
export function createAccountDeletedRouter() {
  return createBrowserRouter([
    {
      path: '*',
      lazy: page(() => import('./routes/account-deleted')),
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
    },
  ]);
}

/** Routes of spec §2; every screen is its own chunk so the landing page loads little. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        { index: true, Component: HomeRoute },
        // Same rule as `/`: visitors get the landing page (spec §2.2 "any other path").
        { path: 'dashboard', Component: HomeRoute },
        { path: 'account', lazy: page(() => import('./routes/account')) },
        { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password')) },
        { path: 'reset-password', lazy: page(() => import('./routes/reset-password')) },
        { path: 'subscribe', lazy: page(() => import('./routes/subscribe')) },
        { path: 'account-deleted', lazy: page(() => import('./routes/account-deleted')) },
        { path: 'upgrade', element: <SignedInOnly page={UpgradePage} /> },
        { path: 'ai-ideas', element: <SignedInOnly page={AiIdeasPage} /> },
        { path: 'goals/:id/scrapbook', element: <SignedInOnly page={ScrapbookPage} /> },
        { path: 'profile', element: <SignedInOnly page={ProfilePage} /> },
        // Public (spec §2.2, §2.3): visitors and signed-in users; the guard lets /shared through (§2.4).
        { path: 'shared/:token', lazy: page(() => import('./routes/shared')) },
        { path: '*', Component: FallbackRoute },
      ],
    },
  ]);
}
