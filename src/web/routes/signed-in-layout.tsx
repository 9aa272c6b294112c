import { HeaderFrame } from '@web/components/layout/header-frame';
import { SignedInShellContext } from '@web/components/layout/signed-in-shell';
import { useSession } from '@web/features/auth';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SignedInHeader } from './lazy-pages';

/**
 * Screens a signed-in person sees under one header (dashboard, profile, scrapbook, upgrade,
 * subscribe, AI ideas, 404). Visitors on the same paths get the landing page with its own header.
 */
export function SignedInLayout() {
  const { isAuthenticated, user } = useSession();
  return (
    <SignedInShellContext.Provider value={isAuthenticated}>
      {isAuthenticated && user ? (
        // The header's menu signs out through the auth client, which stays out of the landing's load.
        <Suspense fallback={<HeaderFrame logoTo="/dashboard" />}>
          <SignedInHeader user={user} />
        </Suspense>
      ) : null}
      <Outlet />
    </SignedInShellContext.Provider>
  );
}
