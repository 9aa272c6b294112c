// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { blockApiRequests } from '@web/lib/api-client';
import { createQueryClient } from '@web/lib/query-client';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from './get-session';

afterEach(() => {
  cleanup();
  blockApiRequests(false);
});

let readerMounts = 0;

/** A screen that reads the session too, as the home route does under the root layout. */
function Reader() {
  const { isSignedIn } = useSession();
  useEffect(() => {
    readerMounts += 1;
  }, []);
  return <p>{isSignedIn ? 'Member' : 'Visitor'}</p>;
}

/** The root layout's rule: a loading state while the session is not known yet. */
function Gate() {
  const { isPending } = useSession();
  return isPending ? <p>Loading</p> : <Reader />;
}

describe('useSession', () => {
  it('stays settled after a failed read, so a screen behind the loading state mounts once', async () => {
    // What a deleted account's tab does: every request fails at once with 401.
    blockApiRequests(true);
    readerMounts = 0;
    const queryClient = createQueryClient({ onSessionExpired: () => undefined });
    render(
      <QueryClientProvider client={queryClient}>
        <Gate />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Visitor')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Visitor')).toBeTruthy();
    expect(readerMounts).toBe(1);
  });
});
