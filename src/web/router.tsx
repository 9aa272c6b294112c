import { PageLoading } from '@web/components/ui/page-loading';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { FallbackRoute } from './routes/fallback';
import { HomeRoute } from './routes/home';
import {
  AiAddonsPage,
  AiIdeasPage,
  CalendarPage,
  InsightsPage,
  ownScreens,
  ProfilePage,
  ScrapbookPage,
  TranslatePage,
  UpgradePage,
} from './routes/lazy-pages';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
import { SignedInLayout } from './routes/signed-in-layout';
import { SignedInOnly } from './routes/signed-in-only';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** While the deleted-account marker is set, every URL shows the account-deleted page only. */
export function createAccountDeletedRouter() {
  return createBrowserRouter([
    {
      path: '*',
      lazy: page(ownScreens['account-deleted']),
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
    },
  ]);
}

/** The app's routes; every screen is its own chunk so the landing page loads little. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          // Signed in, these screens share one header; visitors see the landing page or their own.
          Component: SignedInLayout,
          children: [
            { index: true, Component: HomeRoute },
            // Same rule as `/`: visitors get the landing page, as on any path they have no screen for.
            { path: 'dashboard', Component: HomeRoute },
            { path: 'subscribe', lazy: page(ownScreens.subscribe) },
            { path: 'upgrade', element: <SignedInOnly page={UpgradePage} /> },
            { path: 'ai-ideas', element: <SignedInOnly page={AiIdeasPage} /> },
            { path: 'translate', element: <SignedInOnly page={TranslatePage} /> },
            { path: 'ai-addons', element: <SignedInOnly page={AiAddonsPage} /> },
            { path: 'calendar', element: <SignedInOnly page={CalendarPage} /> },
            { path: 'insights', element: <SignedInOnly page={InsightsPage} /> },
            { path: 'goals/:id/scrapbook', element: <SignedInOnly page={ScrapbookPage} /> },
            { path: 'profile', element: <SignedInOnly page={ProfilePage} /> },
            // Public: visitors sign in from it and come back; signed in, it sits under their header.
            { path: 'invitations/:token', lazy: page(ownScreens.invitations) },
            { path: '*', Component: FallbackRoute },
          ],
        },
        { path: 'account', lazy: page(ownScreens.account) },
        // The admin area has its own header, so it sits outside the signed-in layout.
        { path: 'admin', lazy: page(ownScreens.admin) },
        { path: 'super-admin', lazy: page(ownScreens['super-admin']) },
        { path: 'sign-in', element: <Navigate to="/account?mode=login" replace /> },
        { path: 'forgot-password', lazy: page(ownScreens['forgot-password']) },
        { path: 'reset-password', lazy: page(ownScreens['reset-password']) },
        { path: 'account-deleted', lazy: page(ownScreens['account-deleted']) },
        // Public, for visitors and signed-in users; the guard lets unverified users through too.
        { path: 'shared/:token', lazy: page(ownScreens.shared) },
      ],
    },
  ]);
}
