import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy } from 'react';

/**
 * A screen's chunk. `prefetchData` puts what the screen shows first into the cache, so its first
 * render needs no loading state (`search` is the address's query string).
 */
type Module<P> = {
  default: ComponentType<P>;
  prefetchData?: (queryClient: QueryClient, search: string) => Promise<unknown>;
};

/**
 * A screen in its own chunk that renders at once, without a loading state, when its chunk was
 * fetched ahead (see `preloadFirstScreen`): React.lazy alone suspends even for a loaded module.
 */
function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch may succeed later (network back): let the next render try again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module load, never while rendering.
  function Screen(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  return Object.assign(Screen, { preload });
}

// `/`, unknown paths and the signed-in-only screens show different screens to visitors and to
// signed-in users, so those routes pick a screen at render time; each screen is its own chunk.
export const LandingPage = preloadable(() => import('./landing'));
export const DashboardPage = preloadable(() => import('./dashboard'));
export const NotFoundPage = preloadable(() => import('./not-found'));
export const UpgradePage = preloadable(() => import('./upgrade'));
export const AiIdeasPage = preloadable(() => import('./ai-ideas'));
export const TranslatePage = preloadable(() => import('./translate'));
export const AiAddonsPage = preloadable(() => import('./ai-addons'));
export const CalendarPage = preloadable(() => import('./calendar'));
export const InsightsPage = preloadable(() => import('./insights'));
export const ScrapbookPage = preloadable(() => import('./scrapbook'));
export const ProfilePage = preloadable(() => import('./profile'));
export const SignedInHeader = preloadable(() => import('@web/components/layout/signed-in-header'));

type DataScreen = { preload: () => Promise<Pick<Module<object>, 'prefetchData'>> };

const SIGNED_IN_ONLY: Record<string, DataScreen> = {
  '/': DashboardPage,
  '/dashboard': DashboardPage,
  '/upgrade': UpgradePage,
  '/ai-ideas': AiIdeasPage,
  '/translate': TranslatePage,
  '/ai-addons': AiAddonsPage,
  '/calendar': CalendarPage,
  '/insights': InsightsPage,
  '/profile': ProfilePage,
};

/** Screens that are the same for everyone, loaded by the router's lazy routes. */
export const ownScreens = {
  account: () => import('./account'),
  'forgot-password': () => import('./forgot-password'),
  'reset-password': () => import('./reset-password'),
  subscribe: () => import('./subscribe'),
  'account-deleted': () => import('./account-deleted'),
  shared: () => import('./shared'),
  invitations: () => import('./invitation'),
  admin: () => import('./admin'),
  'super-admin': () => import('./super-admin'),
} as const;

function ownScreenOf(path: string): (() => Promise<unknown>) | undefined {
  const first = path.split('/')[1] ?? '';
  return Object.hasOwn(ownScreens, first) ? ownScreens[first as keyof typeof ownScreens] : undefined;
}

/**
 * Fetches the chunks of the screen this address will most likely show, in parallel with the
 * session request; `signedInHint` is the last known answer of that request (lib/session-hint.ts).
 */
export function preloadFirstScreen(pathname: string, signedInHint: boolean): Promise<unknown> {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const own = ownScreenOf(path);
  if (own)
    // These sit under the signed-in layout, whose header a signed-in person sees too.
    return signedInHint && (path === '/subscribe' || path.startsWith('/invitations/'))
      ? Promise.all([own(), SignedInHeader.preload()])
      : own();
  if (!signedInHint) return LandingPage.preload();
  const screen = /^\/goals\/[^/]+\/scrapbook$/.test(path) ? ScrapbookPage : SIGNED_IN_ONLY[path];
  return Promise.all([SignedInHeader.preload(), screen?.preload()]);
}

/**
 * For a signed-in, verified person: fetches the data of the screen this address shows, once its
 * chunk is here (see `preloadFirstScreen`). Screens without `prefetchData` load their own.
 */
export async function prefetchFirstScreenData(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
): Promise<void> {
  const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const screen = ownScreenOf(path) ? undefined : SIGNED_IN_ONLY[path];
  const module = await screen?.preload();
  await module?.prefetchData?.(queryClient, location.search);
}
