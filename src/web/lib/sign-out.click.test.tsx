// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { renderInteractive } from '@web/test-utils/render-interactive';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from './query-keys';
import { useSignOut } from './sign-out';

vi.mock('./auth-client', () => ({
  authClient: { signOut: vi.fn(async () => ({ data: { success: true }, error: null })) },
}));

const GOALS_KEY = ['api', 'bucket-list'];

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

/**
 * Reads the session the way the signed-in layout does: its observer was mounted before sign-out,
 * and only the button (a child with the mutation) renders again on its own.
 */
function Layout() {
  const session = useQuery<{ user: { name: string } } | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => Promise.resolve(null),
  });
  return session.data ? (
    <header>
      <span>Signed in as {session.data.user.name}</span>
      <SignOutButton />
    </header>
  ) : (
    <p>Signed out</p>
  );
}

describe('signing out', () => {
  it("takes the header down at once and forgets the previous user's data", async () => {
    const view = await renderInteractive(<Layout />, {
      session: { session: { id: 's1' }, user: { name: 'Ada' } },
      queryData: [[GOALS_KEY, ['Dive the reef']]],
    });
    expect(view.getByText('Signed in as Ada')).toBeTruthy();

    await view.user.click(view.getByRole('button', { name: 'Sign out' }));

    expect(await view.findByText('Signed out')).toBeTruthy();
    expect(view.queryByText('Signed in as Ada')).toBeNull();
    expect(view.queryClient.getQueryData(GOALS_KEY)).toBeUndefined();
  });
});
